export { useAdvert, useAdvertChoice, useAdvertPending } from "./use-advert-choice.ts";
