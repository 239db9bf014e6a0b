export { channelListCreated, channelListDeleted, channelToggled, channelsReplaced, type EditedList } from "./channel-list-actions.ts";
export { ChannelLogo } from "./channel-logo.tsx";
