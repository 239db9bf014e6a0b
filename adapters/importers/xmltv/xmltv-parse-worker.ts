import { parentPort, workerData } from "node:worker_threads";
import { ImportFileError } from "../import-file-error.ts";
import { readXmltvBatches } from "./read-xmltv.ts";
import { defectText, makeSignal, PARSER_AHEAD, type FromParser, type ToParser } from "./xmltv-parse-messages.ts";

// The parser thread: reads the chunks the import sends, answers batches of records, and runs ahead of the import by
// at most PARSER_AHEAD batches, so a slow database never lets parsed records pile up in memory.
const port = parentPort;
if (port === null) throw new Error("xmltv-parse-worker runs only as a worker thread");
const name = String((workerData as { readonly name: unknown }).name);
const send = (message: FromParser): void => port.postMessage(message);
const inbox: Array<ToParser> = [];
const signal = makeSignal();
let credits = PARSER_AHEAD;

port.on("message", (message: ToParser) => {
  if (message.kind === "credit") credits++;
  else inbox.push(message);
  signal.notify();
});

async function* chunks(): AsyncGenerator<Buffer | string> {
  for (;;) {
    while (inbox.length === 0) await signal.next();
    const message = inbox.shift();
    if (message === undefined || message.kind === "end") return;
    if (message.kind === "read-failed") throw Object.assign(new Error(message.message), message.code === undefined ? {} : { code: message.code });
    if (message.kind !== "chunk") continue;
    send({ kind: "took" });
    const { chunk } = message;
    yield typeof chunk === "string" ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}

try {
  for await (const records of readXmltvBatches({ name, stream: chunks() })) {
    while (credits === 0) await signal.next();
    credits--;
    send({ kind: "records", records });
  }
  send({ kind: "done" });
} catch (error) {
  send(
    error instanceof ImportFileError
      ? { kind: "file-error", file: error.file, line: error.line, reason: error.reason }
      : { kind: "defect", message: defectText(error) },
  );
}
