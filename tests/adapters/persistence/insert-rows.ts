import { sql, type RawBuilder } from "kysely";
import type { Database } from "../../../adapters/persistence/database.ts";
import type { BoundScalar } from "../../../adapters/persistence/bound-rows.ts";

/** A column value: a scalar, or an expression such as a typed array or timestamp with its values bound. */
export type Cell = BoundScalar | RawBuilder<unknown>;

export const time = (ms: number): Cell => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Inserts rows as they are (ids kept) in one statement, every value a bound parameter. */
export const insertRows = async (orm: Database, table: string, rows: ReadonlyArray<Readonly<Record<string, Cell>>>): Promise<void> => {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    values ${sql.join(rows.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`))}`.execute(orm.em.fork().getKysely());
};

/** Inserts each table's rows with insertRows, in the order the tables are given (keys before the rows that refer to them). */
export const insertTables = async (orm: Database, tables: Readonly<Record<string, ReadonlyArray<Readonly<Record<string, Cell>>>>>): Promise<void> => {
  for (const [table, rows] of Object.entries(tables)) await insertRows(orm, table, rows);
};
