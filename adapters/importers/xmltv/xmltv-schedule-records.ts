import { Stream } from "effect";
import type { ScheduleRecord } from "../../../application/schedule-record.ts";
import { ImportFileError } from "../import-file-error.ts";
import { readXmltvBatches, type XmltvSource } from "./read-xmltv.ts";

/** An XMLTV file as the schedule import reads it: batches of records; a bad file fails with ImportFileError, anything else is a defect. */
export const xmltvScheduleRecords = (source: XmltvSource): Stream.Stream<ReadonlyArray<ScheduleRecord>, ImportFileError> =>
  Stream.fromAsyncIterable(readXmltvBatches(source), (error) => error).pipe(
    Stream.catch((error) => (error instanceof ImportFileError ? Stream.fail(error) : Stream.die(error))),
  );
