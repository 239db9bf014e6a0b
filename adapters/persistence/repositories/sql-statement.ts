import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Schema } from "effect";
import { sql, type DeleteResult, type InsertResult, type RawBuilder, type UpdateResult } from "kysely";
import type { Database } from "../database.ts";

/** A row answering one id (of the next statement's rows). */
export const IdRow = Schema.Struct({ id: Schema.Int });

/** A row answering one key (a slug in use). */
export const KeyRow = Schema.Struct({ key: Schema.String });

/** A row answering an id and the name it was found by. */
export const NamedIdRow = Schema.Struct({ id: Schema.Int, name: Schema.String });

/** A Schema a row decodes with: no services needed. */
export type RowSchema = Schema.Top & { readonly DecodingServices: never };

const decoders = new WeakMap<RowSchema, (rows: ReadonlyArray<unknown>) => ReadonlyArray<unknown>>();

/** The decoder of an array of rows for `schema`, built once per schema; a row that does not fit throws. */
export const rowDecoder = <S extends RowSchema>(schema: S): ((rows: ReadonlyArray<unknown>) => ReadonlyArray<S["Type"]>) => {
  let decode = decoders.get(schema);
  if (decode === undefined) {
    decode = Schema.decodeUnknownSync(Schema.Array(schema));
    decoders.set(schema, decode);
  }
  return decode;
};

/** Rows of one Kysely `sql` statement (values as bound parameters), in the entity manager's transaction, undecoded. */
export const selectBound = async (em: SqlEntityManager, statement: RawBuilder<unknown>): Promise<ReadonlyArray<unknown>> =>
  (await statement.execute(em.getKysely())).rows;

/**
 * Rows of one Kysely `sql` statement (values as bound parameters), in the entity manager's transaction, decoded with
 * `schema` as they leave the database; a row that does not fit throws.
 */
export const selectDecoded = async <S extends RowSchema>(em: SqlEntityManager, schema: S, statement: RawBuilder<unknown>): Promise<ReadonlyArray<S["Type"]>> =>
  rowDecoder(schema)(await selectBound(em, statement));

/**
 * Rows of one Kysely `sql` statement (values as bound parameters) on a fresh entity manager, decoded with `schema` (a domain
 * Schema, as rows leave the database); a database fault or a row that does not fit is a defect.
 */
export const decodedRows = <S extends RowSchema>(orm: Database, schema: S, statement: RawBuilder<unknown>): Effect.Effect<ReadonlyArray<S["Type"]>> =>
  Effect.promise(() => selectDecoded(orm.em.fork(), schema, statement));

/** How many rows one Kysely `sql` statement (values as bound parameters) wrote, in the entity manager's transaction. */
export const writeBound = async (em: SqlEntityManager, statement: RawBuilder<unknown>): Promise<number> =>
  Number((await statement.execute(em.getKysely())).numAffectedRows ?? 0n);

/** How many rows a Kysely delete, update or insert (an upsert's updates too) wrote. */
export const rowsWritten = (result: DeleteResult | UpdateResult | InsertResult): number =>
  Number("numDeletedRows" in result ? result.numDeletedRows : "numUpdatedRows" in result ? result.numUpdatedRows : (result.numInsertedOrUpdatedRows ?? 0n));

/** Runs `work` in one transaction on a fresh entity manager; a database fault is a defect. */
export const transaction = <A>(orm: Database, work: (em: SqlEntityManager) => Promise<A>): Effect.Effect<A> =>
  Effect.promise(() => orm.em.fork().transactional((em) => work(em)));

/** Runs `work` outside a transaction; a database fault is a defect. */
export const statement = <A>(orm: Database, work: (em: SqlEntityManager) => Promise<A>): Effect.Effect<A> => Effect.promise(() => work(orm.em.fork()));

/** A timestamptz column as epoch milliseconds (a JavaScript number on every driver; null for a null column). */
export const epochMsOf = <T extends number | null = number>(column: string): RawBuilder<T> => sql<T>`(extract(epoch from ${sql.ref(column)}) * 1000)::float8`;

/** Epoch milliseconds, bound as a parameter, as a timestamptz. */
export const at = (ms: number): RawBuilder<Date> => sql<Date>`to_timestamp(${ms}::float8 / 1000)`;

export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof UniqueConstraintViolationException || (typeof error === "object" && error !== null && "code" in error && error.code === "23505");
