export { otherAppsRequested } from "./other-apps-slice.ts";
