export { HIGHLIGHT_SECTIONS } from "./highlight-sections.ts";
