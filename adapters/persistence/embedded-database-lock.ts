import { randomUUID } from "node:crypto";
import { readFileSync, unlinkSync } from "node:fs";
import { Cause, Console, Effect } from "effect";
import { link, readFile, rename, unlink, writeFile } from "node:fs/promises";

/** Who holds an embedded (PGlite) data folder: the server, or a CLI command run while no server was up. */
export interface EmbeddedDatabaseOwner {
  readonly pid: number;
  readonly role: "server" | "command";
  /** the server's configured HTTP port */
  readonly port?: number | undefined;
  /** the CLI command line, e.g. "send-newsletter" */
  readonly command?: string | undefined;
  /** Linux process start time (clock ticks since boot), so a recycled pid is not mistaken for the owner */
  readonly startTicks?: number | undefined;
  readonly since: string;
  /** tells this holder's lock from a later one by the same pid */
  readonly token: string;
}

export type OwnerRole = Pick<EmbeddedDatabaseOwner, "role" | "port" | "command">;

/** A second process asked for a PGlite folder that another live process has open. */
export class EmbeddedDatabaseInUse extends Error {
  readonly owner: EmbeddedDatabaseOwner;
  constructor(message: string, owner: EmbeddedDatabaseOwner) {
    super(message);
    this.name = "EmbeddedDatabaseInUse";
    this.owner = owner;
  }
}

export const lockFileFor = (pgliteDir: string): string => `${pgliteDir}.lock`;

const startTicksOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) may hold spaces; fields after its closing parenthesis are fixed
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
};

const held = new Map<string, EmbeddedDatabaseOwner>();

const isAlive = (lockFile: string, owner: EmbeddedDatabaseOwner): boolean => {
  if (owner.pid === process.pid) return held.get(lockFile)?.token === owner.token;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const ticks = startTicksOf(owner.pid);
  return owner.startTicks === undefined || ticks === undefined || ticks === owner.startTicks;
};

const parseOwner = (text: string): EmbeddedDatabaseOwner | undefined => {
  try {
    const value = JSON.parse(text) as Partial<EmbeddedDatabaseOwner>;
    return typeof value.pid === "number" && typeof value.token === "string" && (value.role === "server" || value.role === "command")
      ? (value as EmbeddedDatabaseOwner)
      : undefined;
  } catch {
    return undefined;
  }
};

const describeOwner = (owner: EmbeddedDatabaseOwner): string =>
  owner.role === "server"
    ? `the TellyFilms server (pid ${owner.pid}${owner.port === undefined ? "" : `, port ${owner.port}`}, since ${owner.since})`
    : `the command \`tellyfilms ${owner.command ?? "?"}\` (pid ${owner.pid}, since ${owner.since})`;

const refusal = (pgliteDir: string, owner: EmbeddedDatabaseOwner, me: OwnerRole): EmbeddedDatabaseInUse => {
  const advice =
    me.role === "server"
      ? "Wait for it to finish (or stop it), then start the server again."
      : owner.role === "server"
        ? "The embedded database has one owner: stop the server, run the command, then start the server again; " +
          "or run the server and its jobs on PostgreSQL (DATABASE_URL), where jobs are safe beside running servers."
        : "Wait for it to finish, then run this command again.";
  return new EmbeddedDatabaseInUse(
    `The embedded database in ${pgliteDir} is open in ${describeOwner(owner)}; PGlite allows one process per data folder, ` +
      `so this ${me.role === "server" ? "server" : "command"} did not open it. ${advice}`,
    owner,
  );
};

const releaseAllOnExit = () => {
  for (const [lockFile, owner] of held) {
    try {
      if (parseOwner(readFileSync(lockFile, "utf8"))?.token === owner.token) unlinkSync(lockFile);
    } catch {
      // already gone
    }
  }
};
let exitHookInstalled = false;

/**
 * Takes the lock file beside a PGlite folder or fails with EmbeddedDatabaseInUse naming the live owner.
 * A lock left by a process that is gone (crash, kill -9) is taken over. Returns the release function.
 */
export const acquireEmbeddedDatabaseLock = async (pgliteDir: string, me: OwnerRole): Promise<() => Promise<void>> => {
  const lockFile = lockFileFor(pgliteDir);
  const owner: EmbeddedDatabaseOwner = {
    pid: process.pid,
    ...me,
    startTicks: startTicksOf(process.pid),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  const draft = `${lockFile}.${owner.token}`;
  await writeFile(draft, JSON.stringify(owner));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        // link() appears atomically with its full content, or fails if a lock is there
        await link(draft, lockFile);
        held.set(lockFile, owner);
        if (!exitHookInstalled) {
          exitHookInstalled = true;
          process.once("exit", releaseAllOnExit);
        }
        return async () => {
          if (held.get(lockFile) !== owner) return;
          held.delete(lockFile);
          const current = parseOwner(await readFile(lockFile, "utf8").catch(() => ""));
          if (current?.token === owner.token) await unlink(lockFile).catch(() => undefined);
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const text = await readFile(lockFile, "utf8").catch(() => "");
      const current = parseOwner(text);
      if (current !== undefined && isAlive(lockFile, current)) throw refusal(pgliteDir, current, me);
      // Stale: move it aside, and put it back if another process replaced it in the meantime.
      const aside = `${lockFile}.stale.${process.pid}`;
      try {
        await rename(lockFile, aside);
      } catch {
        continue;
      }
      const moved = await readFile(aside, "utf8").catch(() => "");
      if (moved !== text) await link(aside, lockFile).catch(() => undefined);
      await unlink(aside).catch(() => undefined);
    }
    throw new Error(`Could not take the lock ${lockFile}: it keeps changing hands`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
};

/** Exit status of a process that refused a PGlite folder in use (EX_TEMPFAIL: try again later). */
export const IN_USE_EXIT_CODE = 75;

/** For the server and CLI entries: a folder in use is a clear one-paragraph refusal, not a stack trace. */
export const refuseWhenEmbeddedDatabaseInUse = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A | void, E, R> =>
  Effect.catchCause(self, (cause) => {
    const error = Cause.squash(cause);
    return error instanceof EmbeddedDatabaseInUse
      ? Console.error(error.message).pipe(
          Effect.andThen(
            Effect.sync(() => {
              process.exitCode = IN_USE_EXIT_CODE;
            }),
          ),
        )
      : Effect.failCause(cause);
  });
