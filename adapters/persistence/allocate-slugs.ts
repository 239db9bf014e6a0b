import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect } from "effect";
import { sql } from "kysely";
import { boundArray } from "./bound-rows.ts";
import { rowsOf } from "./in-transaction.ts";
import { KeyRow } from "./repositories/sql-statement.ts";

const CANDIDATES_PER_ROUND = 20;

/**
 * Unique slugs for new rows of `table`, one per base in order: the base itself when free, else base-2, base-3...
 * Only exact slugs are looked up, so the unique indexes answer every question.
 */
export const allocateSlugs = (em: SqlEntityManager, table: "person" | "title", bases: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<string>> =>
  Effect.gen(function* () {
    const wanted = bases.map((base) => (base === "" ? table : base));
    const taken = new Set<string>();
    const lookUp = (slugs: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const rows = yield* rowsOf(em, KeyRow, sql`select slug as key from ${sql.table(table)} where slug = any(${boundArray("text", slugs)})`);
        for (const row of rows) taken.add(row.key);
      });
    const distinct = [...new Set(wanted)];
    yield* lookUp(distinct);
    const result: Array<string> = [];
    const used = new Set<string>();
    let next = new Map<string, number>();
    for (const base of wanted) {
      if (!taken.has(base) && !used.has(base)) {
        used.add(base);
        result.push(base);
      } else {
        result.push("");
        next.set(base, 2);
      }
    }
    while (result.includes("")) {
      const candidates = [...next].flatMap(([base, from]) => Array.from({ length: CANDIDATES_PER_ROUND }, (_, i) => `${base}-${from + i}`));
      yield* lookUp(candidates);
      const after = new Map<string, number>();
      wanted.forEach((base, i) => {
        if (result[i] !== "") return;
        const from = next.get(base) ?? 2;
        for (let n = from; n < from + CANDIDATES_PER_ROUND; n++) {
          const slug = `${base}-${n}`;
          if (taken.has(slug) || used.has(slug)) continue;
          used.add(slug);
          result[i] = slug;
          return;
        }
        after.set(base, from + CANDIDATES_PER_ROUND);
      });
      next = after;
    }
    return result;
  });
