import { sql, type RawBuilder } from "kysely";

export type BoundScalar = string | number | boolean | null;

/** A column of a batch: its name, its PostgreSQL type (a constant of the code) and how a row gives its value. */
export type BoundColumn<Row> = readonly [name: string, type: string, value: (row: Row) => BoundScalar];

// PostgreSQL text cannot hold NUL characters
const storable = (value: string): string => (value.includes("\u0000") ? value.replaceAll("\u0000", "") : value);

const QUOTED = /[\\"]/g;

// the driver's own array serializer runs two regular expressions on every element, numbers too: the import's hottest path
const element = (value: BoundScalar): string => {
  if (value === null) return "NULL";
  if (typeof value === "string") return `"${storable(value).replace(QUOTED, "\\$&")}"`;
  return String(value);
};

/** One bound array parameter of `type[]`, travelling as PostgreSQL's array literal text. */
export const boundArray = (type: string, values: ReadonlyArray<BoundScalar>): RawBuilder<unknown> =>
  sql`${`{${values.map(element).join(",")}}`}::${sql.raw(type)}[]`;

/**
 * `unnest($1::int[], $2::text[], ...) as alias(column, ...)`: a batch as a table for one set-based statement,
 * each column travelling as one bound array parameter.
 */
export const unnestRows = <Row>(alias: string, rows: ReadonlyArray<Row>, columns: ReadonlyArray<BoundColumn<Row>>): RawBuilder<unknown> =>
  sql`unnest(${sql.join(columns.map(([, type, value]) => boundArray(type, rows.map(value))))}) as ${sql.raw(alias)}(${sql.raw(columns.map(([name]) => name).join(", "))})`;
