import { Stream } from "effect";
import type { ScheduleRecord } from "../../../domain/imports/schedule-record.ts";
import { ImportFileError } from "../import-file-error.ts";
import type { XmltvSource } from "./read-xmltv.ts";
import { readXmltvBatchesInWorker } from "./read-xmltv-in-worker.ts";

/**
 * An XMLTV file as the schedule import reads it: batches of records, parsed on a thread of their own while the import
 * writes the batches before them; a bad file fails with ImportFileError, anything else is a defect.
 */
export const xmltvScheduleRecords = (source: XmltvSource): Stream.Stream<ReadonlyArray<ScheduleRecord>, ImportFileError> =>
  Stream.fromAsyncIterable(readXmltvBatchesInWorker(source), (error) => error).pipe(
    Stream.catch((error) => (error instanceof ImportFileError ? Stream.fail(error) : Stream.die(error))),
  );
