import { Stream } from "effect";
import type { ImdbDatasetName, ImdbRecord } from "../../../domain/imports/imdb-record.ts";
import { ImportFileError } from "../import-file-error.ts";
import { readImdbTsvBatches, type ImdbSource } from "./read-imdb-tsv.ts";

/** An IMDb dataset file as the film data import reads it: batches of rows; a bad file fails with ImportFileError, anything else is a defect. */
export const imdbDatasetRecords = (source: ImdbSource, dataset: ImdbDatasetName, batchSize = 5000): Stream.Stream<ReadonlyArray<ImdbRecord>, ImportFileError> =>
  Stream.fromAsyncIterable(readImdbTsvBatches(source, { dataset, batchSize }), (error) => error).pipe(
    Stream.catch((error) => (error instanceof ImportFileError ? Stream.fail(error) : Stream.die(error))),
  );
