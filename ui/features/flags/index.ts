export { saveFlag, type FlaggedTitle } from "./save-flag.ts";
