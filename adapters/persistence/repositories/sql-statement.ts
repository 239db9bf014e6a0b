import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Schema } from "effect";
import { sql, type DeleteResult, type InsertResult, type RawBuilder, type UpdateResult } from "kysely";
import type { Database } from "../database.ts";

/** Rows of one Kysely `sql` statement (values as bound parameters), in the entity manager's transaction. */
export const selectBound = async <Row>(em: SqlEntityManager, statement: RawBuilder<Row>): Promise<Array<Row>> => [
  ...(await statement.execute(em.getKysely())).rows,
];

/**
 * Rows of one Kysely `sql` statement (values as bound parameters) on a fresh entity manager, decoded with `schema` (a domain
 * Schema, as rows leave the database); a database fault or a row that does not fit is a defect.
 */
export const decodedRows = <S extends Schema.Top & { readonly DecodingServices: never }>(
  orm: Database,
  schema: S,
  statement: RawBuilder<unknown>,
): Effect.Effect<ReadonlyArray<S["Type"]>> =>
  Effect.promise(async () => Schema.decodeUnknownSync(Schema.Array(schema))(await selectBound(orm.em.fork(), statement)));

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
