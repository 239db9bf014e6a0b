import { Context, Metric } from "effect";
import { DefaultLogger, type LogContext } from "@mikro-orm/core";
import { databaseQueryDuration } from "../observability/app-metrics.ts";
import { recordStatementSpan } from "../observability/statement-spans.ts";

const OPERATIONS = new Set(["select", "insert", "update", "delete"]);

const operationOf = (query: string): string => {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(query)?.[1]?.toLowerCase() ?? "other";
  return OPERATIONS.has(word) ? word : word === "with" ? "select" : "other";
};

/** MikroORM's logger, also timing every statement into the query latency histogram and, when tracing, a span. */
export class QueryTelemetryLogger extends DefaultLogger {
  override logQuery(context: { query: string } & LogContext): void {
    if (context.took !== undefined && context.namespace !== "slow-query") {
      const operation = operationOf(context.query);
      Metric.withAttributes(databaseQueryDuration, { operation }).updateUnsafe(context.took / 1000, Context.empty());
      recordStatementSpan({ operation, tookMs: context.took, failed: context.level === "error", rows: context.results });
    }
    super.logQuery(context);
  }
}
