import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unnestRows } from "../../../adapters/persistence/bound-rows.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { backends } from "./database-backends.ts";

describe.each(backends())("batches sent as bound arrays on $name", (backend) => {
  let orm: Database;
  beforeAll(async () => {
    orm = await backend.open();
  });
  afterAll(() => backend.dispose());

  it("come back from the database exactly as they went in, quotes, backslashes, braces, nulls and all", async () => {
    const text = fc.oneof(
      fc.constant(null),
      fc.string({ unit: "grapheme" }).map((value) => value.replaceAll("\u0000", "")),
      fc.constantFrom("NULL", "it's", 'say "hi"', "C:\\films\\", "{a,b}", "", " ", "$1", "?"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: text, year: fc.oneof(fc.constant(null), fc.integer({ min: 1890, max: 2030 })), hd: fc.boolean() }), { maxLength: 20 }),
        async (rows) => {
          const back = await sql<{ name: string | null; year: number | null; hd: boolean }>`select name, year, hd from ${unnestRows("r", rows, [
            ["name", "text", (row) => row.name],
            ["year", "smallint", (row) => row.year],
            ["hd", "boolean", (row) => row.hd],
          ])}`.execute(orm.em.fork().getKysely());
          expect(back.rows.map(({ name, year, hd }) => ({ name, year, hd }))).toEqual(rows);
        },
      ),
      { numRuns: 30 },
    );
  });
});
