export { AlertPromptSwitch } from "./alert-prompt-switch.tsx";
export { TitleDetails } from "./title-details.tsx";
export { TitleRating } from "./title-rating.tsx";
export { titleKey, titleRequested, type TitleKind } from "./titles-slice.ts";
