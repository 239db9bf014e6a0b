export { basicDataRequested } from "./basic-data-slice.ts";
