export { CalendarFeedPanel } from "./calendar-feed-panel.tsx";
