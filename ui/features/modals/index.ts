export { modalClosed, modalOpened, searchOpened } from "./modals-slice.ts";
export type { ModalKind } from "./modals-slice.ts";
