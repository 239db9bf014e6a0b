export { FlagListView } from "./flag-list-view.tsx";
export { FLAG_LISTS, type ListName } from "./flag-lists.ts";
