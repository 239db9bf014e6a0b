export { useAdvert, useAdvertChoice } from "./use-advert-choice.ts";
