import type { XmltvRecord } from "./xmltv-record.ts";

/** What the import sends the parser thread: the file's bytes in order, then their end or the read error that cut them. */
export type ToParser =
  | { readonly kind: "chunk"; readonly chunk: Uint8Array | string }
  | { readonly kind: "end" }
  | { readonly kind: "read-failed"; readonly message: string; readonly code: string | undefined }
  | { readonly kind: "credit" };

/** What the parser thread answers: that it took a chunk, records in document order, then the end or why it stopped. */
export type FromParser =
  | { readonly kind: "took" }
  | { readonly kind: "records"; readonly records: Array<XmltvRecord> }
  | { readonly kind: "done" }
  | { readonly kind: "file-error"; readonly file: string; readonly line: number; readonly reason: string }
  | { readonly kind: "defect"; readonly message: string };

/** How many chunks the import sends ahead of the parser, and how many batches the parser reads ahead of the import. */
export const PARSER_AHEAD = 4;

/** A promise that settles at the next `notify`, for loops that wait on messages. */
export const makeSignal = (): { readonly next: () => Promise<void>; readonly notify: () => void } => {
  let resolve: () => void = () => undefined;
  let pending = new Promise<void>((settle) => (resolve = settle));
  return {
    next: () => pending,
    notify: () => {
      resolve();
      pending = new Promise<void>((settle) => (resolve = settle));
    },
  };
};

/** A defect's text to send across threads: its stack where it has one. */
export const defectText = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));
