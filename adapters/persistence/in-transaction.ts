import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Exit } from "effect";
import type { Database } from "./database.ts";

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
      await em.execute(`select pg_advisory_xact_lock(${lockKey})`);
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

/** Runs one SQL statement as an Effect; a database failure is a defect. */
export const TIMES = new Map<string, number>();
const timed = async <A>(sql: string, f: () => Promise<A>): Promise<A> => { const t = performance.now(); try { return await f(); } finally { const k = sql.replace(/\s+/g, " ").slice(0, 60); TIMES.set(k, (TIMES.get(k) ?? 0) + performance.now() - t); } };
process.on("exit", () => { if (process.env.TF_SQL_TIMING) console.log([...TIMES].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${(v / 1000).toFixed(2)} ${k}`).join("\n")); });
export const query = <T = Array<Record<string, unknown>>>(em: SqlEntityManager, sql: string): Effect.Effect<T> =>
  Effect.promise(() => timed(sql, () => em.execute<T & object>(sql)));

/** Runs one SQL statement and answers how many rows it wrote. */
export const run = (em: SqlEntityManager, sql: string): Effect.Effect<number> =>
  Effect.promise(async () => (await timed(sql, () => em.execute<{ affectedRows: number }>(sql, [], "run"))).affectedRows);
