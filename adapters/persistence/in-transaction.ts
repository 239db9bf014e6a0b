import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Exit } from "effect";
import { sql, type RawBuilder } from "kysely";
import type { Database } from "./database.ts";
import { selectDecoded, writeBound, type RowSchema } from "./repositories/sql-statement.ts";

/**
 * Runs `work` on a forked entity manager inside one transaction, holding an advisory lock so that two runs of the
 * same job wait for each other; commits on success, rolls back on failure or interruption. Meant for bulk imports;
 * `indexProbesOnly` rules out merge and hash joins for the rest of the transaction.
 */
export const inTransaction = <A, E, R>(
  orm: Database,
  lockKey: number,
  work: (em: SqlEntityManager) => Effect.Effect<A, E, R>,
  options: { readonly indexProbesOnly?: boolean } = {},
): Effect.Effect<A, E, R> =>
  Effect.acquireUseRelease(
    Effect.promise(async () => {
      const em = orm.em.fork();
      await em.begin();
      await writeBound(em, sql`select pg_advisory_xact_lock(${lockKey}::bigint)`);
      if (options.indexProbesOnly === true) {
        // each statement joins one batch to large indexed tables: index probes beat scanning them for a merge or hash join
        await em.execute("set local enable_mergejoin = off");
        await em.execute("set local enable_hashjoin = off");
      }
      return em;
    }),
    work,
    (em, exit) => Effect.promise(() => (Exit.isSuccess(exit) ? em.commit() : em.rollback())),
  );

/** Runs one SQL statement and answers how many rows it wrote. */
export const run = (em: SqlEntityManager, sql: string): Effect.Effect<number> =>
  Effect.promise(async () => (await em.execute<{ affectedRows: number }>(sql, [], "run")).affectedRows);

/** Runs one statement whose values travel as `?` parameters (a batch as one JSON text), answering how many rows it wrote. */
export const runWith = (em: SqlEntityManager, sql: string, params: ReadonlyArray<string | number | boolean | null>): Effect.Effect<number> =>
  Effect.promise(async () => (await em.execute<{ affectedRows: number }>(sql, [...params], "run")).affectedRows);

/**
 * Runs one Kysely `sql` statement (values as bound parameters) in the entity manager's transaction and answers its rows,
 * decoded with `schema`; a row that does not fit is a defect.
 */
export const rowsOf = <S extends RowSchema>(em: SqlEntityManager, schema: S, statement: RawBuilder<unknown>): Effect.Effect<ReadonlyArray<S["Type"]>> =>
  Effect.promise(() => selectDecoded(em, schema, statement));

/** Runs one Kysely `sql` statement (values as bound parameters) in the entity manager's transaction and answers how many rows it wrote. */
export const rowsWritten = (em: SqlEntityManager, statement: RawBuilder<unknown>): Effect.Effect<number> => Effect.promise(() => writeBound(em, statement));
