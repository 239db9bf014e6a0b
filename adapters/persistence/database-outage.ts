import { Cause, Effect } from "effect";

// Errors that mean "the database cannot be reached now", as opposed to a bad statement: socket errors, pg's own timeouts,
// PostgreSQL shutting down or refusing connections (SQLSTATE class 08, 57P01-57P03, 53300).
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;

const chainOf = (error: unknown): ReadonlyArray<unknown> => {
  const chain: Array<unknown> = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 8; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
};

export const isDatabaseUnreachable = (error: unknown): boolean =>
  chainOf(error).some((link) => {
    if (!(link instanceof Error)) return false;
    const code = (link as { code?: unknown }).code;
    return (
      link.name === "ConnectionException" ||
      (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) ||
      UNREACHABLE_MESSAGE.test(link.message)
    );
  });

export const causeIsDatabaseUnreachable = (cause: Cause.Cause<unknown>): boolean => isDatabaseUnreachable(Cause.squash(cause));

// One process-wide record, so an outage is logged once when it starts and once when it ends, not once per request.
let outage: { readonly since: number; readonly reason: string; refused: number } | undefined;

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

export const reportDatabaseUnreachable = (error: unknown): Effect.Effect<void> =>
  Effect.suspend(() => {
    if (outage !== undefined) {
      outage.refused += 1;
      return Effect.void;
    }
    const reason =
      chainOf(error)
        .map((link) => (link instanceof Error ? link.message : String(link)))
        .find((text) => text !== "") ?? "no answer";
    outage = { since: Date.now(), reason, refused: 1 };
    return Effect.logError(`The database is unreachable (${reason}); answering 503 with Retry-After until it answers again.`);
  });

export const reportDatabaseReachable: Effect.Effect<void> = Effect.suspend(() => {
  if (outage === undefined) return Effect.void;
  const ended = outage;
  outage = undefined;
  return Effect.logInfo(
    `The database answers again after ${((Date.now() - ended.since) / 1000).toFixed(1)} s unreachable; ${ended.refused} requests were answered 503.`,
  );
});
