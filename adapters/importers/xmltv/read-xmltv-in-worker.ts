import { Worker } from "node:worker_threads";
import { ImportFileError } from "../import-file-error.ts";
import type { XmltvSource } from "./read-xmltv.ts";
import { defectText, makeSignal, PARSER_AHEAD, type FromParser, type ToParser } from "./xmltv-parse-messages.ts";
import type { XmltvRecord } from "./xmltv-record.ts";

// the parser's own heap: a few batches of records and one chunk of text at a time
const PARSER_HEAP_MB = 48;

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;

/**
 * `readXmltvBatches` on a thread of its own: this thread reads the bytes and hands them over, the parser thread answers
 * batches of records, so parsing the next batches overlaps whatever the import does with the last ones. The same
 * records and the same ImportFileError (file and line) as `readXmltvBatches`.
 */
export async function* readXmltvBatchesInWorker(source: XmltvSource): AsyncGenerator<Array<XmltvRecord>> {
  const worker = new Worker(new URL("./xmltv-parse-worker.ts", import.meta.url), {
    workerData: { name: source.name },
    resourceLimits: { maxOldGenerationSizeMb: PARSER_HEAP_MB, maxYoungGenerationSizeMb: 8 },
  });
  const inbox: Array<FromParser> = [];
  const signal = makeSignal();
  let untaken = 0;
  let stopped = false;
  const send = (message: ToParser): void => {
    if (!stopped) worker.postMessage(message);
  };
  worker.on("message", (message: FromParser) => {
    if (message.kind === "took") untaken--;
    else inbox.push(message);
    signal.notify();
  });
  worker.on("error", (error: unknown) => {
    inbox.push({ kind: "defect", message: defectText(error) });
    signal.notify();
  });
  worker.on("exit", (code) => {
    inbox.push({ kind: "defect", message: `the XMLTV parser thread stopped (exit code ${code})` });
    signal.notify();
  });

  const bytes = source.stream[Symbol.asyncIterator]();
  const pump = async (): Promise<void> => {
    try {
      for (;;) {
        while (untaken >= PARSER_AHEAD && !stopped) await signal.next();
        if (stopped) return;
        const next = await bytes.next();
        if (next.done === true) return send({ kind: "end" });
        untaken++;
        send({ kind: "chunk", chunk: next.value });
      }
    } catch (error) {
      send({ kind: "read-failed", message: error instanceof Error ? error.message : String(error), code: errorCode(error) });
    }
  };
  const pumping = pump();

  try {
    for (;;) {
      while (inbox.length === 0) await signal.next();
      const message = inbox.shift();
      if (message === undefined || message.kind === "took") continue;
      if (message.kind === "done") return;
      if (message.kind === "file-error") throw new ImportFileError(message.file, message.line, message.reason);
      if (message.kind === "defect") throw new Error(message.message);
      send({ kind: "credit" });
      yield message.records;
    }
  } finally {
    stopped = true;
    signal.notify();
    await worker.terminate();
    await bytes.return?.();
    await pumping;
  }
}
