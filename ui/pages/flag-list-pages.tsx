import { FlagListView, FLAG_LISTS, type ListName } from "../features/lists/index.ts";
import { MembersOnly } from "./member-pages.tsx";
import { PageHeading } from "./page-heading.tsx";

const FlagListPage = ({ list }: { readonly list: ListName }) => (
  <MembersOnly>
    <section aria-labelledby="page-heading">
      <PageHeading>{FLAG_LISTS[list].heading}</PageHeading>
      <FlagListView list={list} />
    </section>
  </MembersOnly>
);

export const WatchedPage = () => <FlagListPage list="watched" />;
export const AlertsPage = () => <FlagListPage list="alerts" />;
export const NotInterestedPage = () => <FlagListPage list="not_interested" />;
