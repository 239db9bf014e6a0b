import { AsyncLocalStorage } from "node:async_hooks";
import { Context, Exit, Option, type Tracer } from "effect";

interface SpanParent {
  readonly tracer: Tracer.Tracer;
  readonly span: Tracer.AnySpan;
}

// The span of the fiber step that started a promise, carried along its continuations, so that a database statement the
// ORM reports afterwards (outside any fiber) becomes a child of the use case and request that issued it.
const parents = new AsyncLocalStorage<SpanParent>();

export const runWithSpanParent = <X>(parent: SpanParent, run: () => X): X => parents.run(parent, run);

const NANOS_PER_MS = 1_000_000n;

/** Records a finished database statement as a client span under the span that issued it; nothing when tracing is off. */
export const recordStatementSpan = (statement: {
  readonly operation: string;
  readonly tookMs: number;
  readonly failed: boolean;
  readonly rows: number | undefined;
}) => {
  const parent = parents.getStore();
  if (parent === undefined) return;
  const endTime = BigInt(Date.now()) * NANOS_PER_MS;
  const span = parent.tracer.span({
    name: `db ${statement.operation}`,
    parent: Option.some(parent.span),
    annotations: Context.empty(),
    links: [],
    startTime: endTime - BigInt(Math.round(statement.tookMs)) * NANOS_PER_MS,
    kind: "client",
    root: false,
    sampled: parent.span.sampled,
  });
  span.attribute("db.system.name", "postgresql");
  span.attribute("db.operation.name", statement.operation);
  if (statement.rows !== undefined) span.attribute("db.response.returned_rows", statement.rows);
  span.end(endTime, statement.failed ? Exit.fail("statement failed") : Exit.void);
};
