import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { FeedbackButton } from "../features/feedback/index.ts";
import { selectBasicData, selectUser } from "../features/listings/index.ts";
import { modalOpened } from "../features/modals/index.ts";
import { channelSourceGroups, sourceLabel } from "../features/settings/index.ts";
import { ListingSection } from "../features/shows/index.ts";
import { isStreamingSource } from "../../domain/channel-source.ts";

export const MainPage = () => {
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectBasicData);
  const user = useAppSelector(selectUser);
  const groups = channelSourceGroups(user.logged_in, user.channel_lists, data?.systems ?? [], data?.streaming_services ?? []);
  return (
    <>
      <ListingSection
        source={null}
        heading={(source) => {
          const label = sourceLabel(groups, source) || "TV";
          return isStreamingSource(source) ? `Films on ${label}` : `Films on ${label} this Week`;
        }}
      />
      <FeedbackButton onClick={() => dispatch(modalOpened("feedback"))} />
    </>
  );
};
