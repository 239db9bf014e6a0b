export { modalClosed, modalOpened, searchOpened } from "./modals-slice.ts";
