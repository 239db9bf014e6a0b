export type SqlScalar = string | number | boolean | null;

/** A PostgreSQL literal; strings lose NUL characters, which PostgreSQL text cannot hold. */
export const sqlLiteral = (value: SqlScalar): string => {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} to SQL`);
    return String(value);
  }
  const text = value.replaceAll("\u0000", "").replaceAll("'", "''");
  return text.includes("\\") ? `E'${text.replaceAll("\\", "\\\\")}'` : `'${text}'`;
};

const arrayElement = (value: SqlScalar): string => {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return sqlLiteral(value);
  return `"${value.replaceAll("\u0000", "").replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
};

/** One array literal (`'{...}'::type[]`), so that a batch costs the server a single constant per column to parse. */
export const sqlArray = (type: string, values: ReadonlyArray<SqlScalar>): string => `${sqlLiteral(`{${values.map(arrayElement).join(",")}}`)}::${type}[]`;

/**
 * `unnest('{...}', '{...}') as alias(column, ...)`: a batch as a table for set-based statements;
 * the SQL is built here because the driver would inline JavaScript arrays without their nulls.
 */
export const sqlRows = <Row>(
  alias: string,
  rows: ReadonlyArray<Row>,
  columns: ReadonlyArray<readonly [name: string, type: string, value: (row: Row) => SqlScalar]>,
): string => `unnest(${columns.map(([, type, value]) => sqlArray(type, rows.map(value))).join(", ")}) as ${alias}(${columns.map(([name]) => name).join(", ")})`;
