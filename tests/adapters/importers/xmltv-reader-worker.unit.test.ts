import { createReadStream, readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ImportFileError } from "../../../adapters/importers/import-file-error.ts";
import { readXmltvBatches, type XmltvSource } from "../../../adapters/importers/xmltv/read-xmltv.ts";
import { readXmltvBatchesInWorker } from "../../../adapters/importers/xmltv/read-xmltv-in-worker.ts";
import type { XmltvRecord } from "../../../adapters/importers/xmltv/xmltv-record.ts";

const fixture = (file: string): Buffer => readFileSync(new URL(`./fixtures/${file}`, import.meta.url));

// small chunks make many batches, more than the parser thread may read ahead, so its flow control is exercised
const chunked = (bytes: Buffer, size: number): Array<Buffer> =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

const source = (file: string, size = 256): XmltvSource => ({ name: `fixtures/${file}`, stream: Readable.from(chunked(fixture(file), size)) });

const all = async (batches: AsyncIterable<Array<XmltvRecord>>): Promise<Array<XmltvRecord>> => {
  const records: Array<XmltvRecord> = [];
  for await (const batch of batches) records.push(...batch);
  return records;
};

const failureOf = async (batches: AsyncIterable<Array<XmltvRecord>>): Promise<ImportFileError> => {
  try {
    await all(batches);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error("read without an error");
};

describe("readXmltvBatchesInWorker", () => {
  it.each(["rt-style-listings.xml", "latin1-listings.xml", "freeview-listings.xml", "radio-times-style.xml", "import-uk-weekend.xml"])(
    "answers the records of %s exactly as the reader on this thread does",
    async (file) => {
      const inWorker = await all(readXmltvBatchesInWorker(source(file)));
      expect(inWorker.length).toBeGreaterThan(0);
      expect(inWorker).toStrictEqual(await all(readXmltvBatches(source(file))));
    },
  );

  it.each(["malformed.xml", "truncated.xml", "bad-time.xml", "not-xmltv.xml", "missing-channel.xml"])(
    "fails on %s with the same file, line and reason as the reader on this thread",
    async (file) => {
      const expected = await failureOf(readXmltvBatches(source(file)));
      const error = await failureOf(readXmltvBatchesInWorker(source(file)));
      expect([error.file, error.line, error.reason]).toStrictEqual([expected.file, expected.line, expected.reason]);
    },
  );

  it("fails on a file that cannot be opened, naming it", async () => {
    const missing = fileURLToPath(new URL("./fixtures/no-such-file.xml", import.meta.url));
    const error = await failureOf(readXmltvBatchesInWorker({ name: "fixtures/no-such-file.xml", stream: createReadStream(missing) }));
    expect(error.message).toMatch(/^fixtures\/no-such-file\.xml:1: cannot read the file: ENOENT/);
  });

  it("stops the parser thread and closes the file when the reader is left early", async () => {
    const stream = Readable.from(chunked(fixture("freeview-listings.xml"), 128));
    let batches = 0;
    for await (const batch of readXmltvBatchesInWorker({ name: "freeview-listings.xml", stream })) {
      batches += batch.length > 0 ? 1 : 0;
      break;
    }
    expect(batches).toBe(1);
    expect(stream.destroyed).toBe(true);
  });
});
