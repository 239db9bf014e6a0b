import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { closeDatabase, connectDatabase } from "../../adapters/persistence/database.ts";

// Starts the real server on PostgreSQL with the demo week and, beside it, a bare node:http server answering the same
// bytes and headers from memory; drives both in turns with wrk (which never decodes bodies, so the client does not set
// the pace) and prints requests per second, p50 and p99 for identity and brotli, and the ratio of the two servers.
// `--rss-minutes=N` adds a mixed load of N minutes and compares the server's RSS after 1 minute and after N.

const CONNECTIONS = 50;
const WRK_THREADS = 2;
const DURATION_SECONDS = Number(process.env["BENCH_DURATION"] ?? 20);
const TURN_SECONDS = 5;
const P99_TARGET_MS = 50;
const RSS_GROWTH_TARGET = 0.15;
const root = path.resolve(import.meta.dirname, "../..");

const { values: options } = parseArgs({ options: { "rss-minutes": { type: "string" } }, strict: false });
const rssMinutes = options["rss-minutes"] === undefined ? undefined : Number(options["rss-minutes"]);

const adminUrl = process.env["BENCH_DATABASE_URL"] ?? process.env["TEST_DATABASE_URL"];
if (adminUrl === undefined || adminUrl === "") {
  console.log("api.bench: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL admin URL to run it; skipped.");
  process.exit(0);
}
if (spawnSync("wrk", ["--version"]).error !== undefined) {
  console.error("api.bench needs wrk, an HTTP load client that does not decode bodies: apt-get install wrk");
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const admin = async (sql: string) => {
  const orm = await connectDatabase({ databaseUrl: adminUrl });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await closeDatabase(orm);
  }
};

const waitFor = async (url: string) => {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
};

interface Target {
  readonly name: string;
  readonly path: string;
  readonly encoding: "identity" | "br";
}

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

const acceptOf = (target: Target): Record<string, string> => (target.encoding === "br" ? { "accept-encoding": "br" } : {});
const fixtureKey = (target: Target): string => `GET ${target.path} ${target.encoding === "br" ? "br" : "identity"}`;

// Headers that belong to one connection or one moment, not to the answer; node:http sets its own.
const perConnection = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

// node:http rather than fetch, which would undo the content encoding the bare server has to send back unchanged.
const rawRequest = (port: number, target: Target) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: target.path, headers: acceptOf(target) }, (response) => {
      const chunks: Array<Buffer> = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!perConnection.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end();
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

interface Measured {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

const millis = (text: string): number => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (match === null) throw new Error(`wrk printed a latency it cannot read: ${text}`);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * factor;
};

const runWrk = (args: ReadonlyArray<string>) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn("wrk", [...args], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}: ${output}`))));
  });

const drive = async (port: number, target: Target, seconds: number): Promise<Measured> => {
  const headers = Object.entries(acceptOf(target)).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const output = await runWrk([
    "-t",
    String(WRK_THREADS),
    "-c",
    String(CONNECTIONS),
    "-d",
    `${seconds}s`,
    "--latency",
    ...headers,
    `http://127.0.0.1:${port}${target.path}`,
  ]);
  const field = (pattern: RegExp) => pattern.exec(output)?.[1];
  const socketErrors = [...(field(/Socket errors: (.*)/) ?? "").matchAll(/\d+/g)].reduce((sum, match) => sum + Number(match[0]), 0);
  return {
    requestsPerSecond: Number(field(/Requests\/sec:\s+([\d.]+)/) ?? 0),
    p50: millis(field(/^\s+50%\s+(\S+)/m) ?? "0ms"),
    p99: millis(field(/^\s+99%\s+(\S+)/m) ?? "0ms"),
    errors: Number(field(/Non-2xx or 3xx responses: (\d+)/) ?? 0) + socketErrors,
  };
};

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

// Other work on the machine comes and goes, so the two servers take turns; rates are averaged, p50 is the median turn's
// and p99 the worst turn's.
const compare = async (serverPort: number, barePort: number, target: Target) => {
  const turns = Math.max(1, Math.round(DURATION_SECONDS / TURN_SECONDS));
  const server: Array<Measured> = [];
  const bare: Array<Measured> = [];
  for (let turn = 0; turn < turns; turn++) {
    server.push(await drive(serverPort, target, DURATION_SECONDS / turns));
    bare.push(await drive(barePort, target, DURATION_SECONDS / turns));
  }
  const combine = (runs: ReadonlyArray<Measured>): Measured => ({
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  return { server: combine(server), bare: combine(bare) };
};

const rssMegabytes = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

// A Lua script for wrk that walks the given paths in turn, every other request asking for brotli.
const mixedLoadScript = (paths: ReadonlyArray<string>) =>
  [
    `local paths = { ${paths.map((candidate) => JSON.stringify(candidate)).join(", ")} }`,
    "local counter = 0",
    "request = function()",
    "  counter = counter + 1",
    "  local headers = {}",
    '  if counter % 2 == 0 then headers["Accept-Encoding"] = "br" end',
    '  return wrk.format("GET", paths[(counter % #paths) + 1], headers)',
    "end",
  ].join("\n");

const databaseName = `tf_bench_${randomBytes(6).toString("hex")}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "tf-bench-"));
const children: Array<ChildProcess> = [];
await admin(`create database "${databaseName}"`);
try {
  const serverPort = await freePort();
  const server = spawn(process.execPath, ["adapters/http/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATABASE_URL: withDatabase(adminUrl, databaseName),
      DATA_DIR: dataDir,
      SEED_DEMO: "always",
      MAIL_POLL_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(server);
  await waitFor(`http://127.0.0.1:${serverPort}/healthz`);

  const week = (await (await fetch(`http://127.0.0.1:${serverPort}/api/shows/?week`)).json()) as { films: Array<{ slug: string }> };
  const filmSlug = week.films[0]?.slug;
  if (filmSlug === undefined) throw new Error("the demo week has no films");
  // A browser on the main page asks for today's listing too; once both are computed the page goes out with its first rows
  // (server-rendered), which is the page every later visitor gets, so that is the page measured.
  await (await fetch(`http://127.0.0.1:${serverPort}/api/shows/?today`)).arrayBuffer();
  const mainPage = await (await fetch(`http://127.0.0.1:${serverPort}/`)).text();
  const bundle = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(mainPage)?.[1];
  if (bundle === undefined) throw new Error("the main page names no JS bundle: run npm run build first");
  const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(mainPage)?.[1];
  if (stylesheet === undefined) console.log("The build has no CSS file (styles are in the JS bundles): no CSS row.");
  const paths: ReadonlyArray<readonly [string, string]> = [
    ["hashed JS bundle", bundle],
    ...(stylesheet === undefined ? [] : [["CSS file", stylesheet] as const]),
    ["HTML main page", "/"],
    ["/api/shows?week", "/api/shows/?week"],
    ["/api/film/{slug}/", `/api/film/${filmSlug}/`],
  ];
  const targets: ReadonlyArray<Target> = paths.flatMap(([name, target]) =>
    (["identity", "br"] as const).map((encoding) => ({ name: `${name} (${encoding})`, path: target, encoding })),
  );

  const fixtures = await Promise.all(
    targets.map(async (target) => {
      const response = await rawRequest(serverPort, target);
      if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}`);
      return { key: fixtureKey(target), status: response.status, headers: response.headers, body: response.body.toString("base64") };
    }),
  );
  const fixturesFile = path.join(dataDir, "bare-fixtures.json");
  writeFileSync(fixturesFile, JSON.stringify(fixtures));
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.join(import.meta.dirname, "memory-ceiling-server.ts"), fixturesFile, String(barePort)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(bare);
  await waitFor(`http://127.0.0.1:${barePort}/ready`);

  console.log(
    `wrk: ${WRK_THREADS} threads, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint and server in ${TURN_SECONDS} s turns, interleaved; ` +
      `PostgreSQL with the demo week; the bare server sends the app's bytes and headers from memory. Load average before: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
  );
  const rows: Array<{ target: Target; server: Measured; bare: Measured; bytes: number }> = [];
  for (const [index, target] of targets.entries()) {
    const { server: serverRun, bare: bareRun } = await compare(serverPort, barePort, target);
    rows.push({ target, server: serverRun, bare: bareRun, bytes: Buffer.from(fixtures[index]?.body ?? "", "base64").byteLength });
  }

  const targetRatio = (target: Target): number | undefined => {
    if (target.path === bundle || target.path === stylesheet) return 0.7;
    if (target.path === "/api/shows/?week") return target.encoding === "br" ? 0.7 : undefined;
    if (target.path.startsWith("/api/film/")) return 0.4;
    if (target.path === "/") return 0.5;
    return undefined;
  };
  console.table(
    rows.map(({ target, server: s, bare: b, bytes }) => {
      const ratio = s.requestsPerSecond / b.requestsPerSecond;
      const wanted = targetRatio(target);
      return {
        endpoint: target.name,
        "body bytes": bytes,
        "app req/s": Math.round(s.requestsPerSecond),
        "app p50 ms": Number(s.p50.toFixed(2)),
        "app p99 ms": Number(s.p99.toFixed(2)),
        "app errors": s.errors,
        "bare req/s": Math.round(b.requestsPerSecond),
        "bare p50 ms": Number(b.p50.toFixed(2)),
        "bare p99 ms": Number(b.p99.toFixed(2)),
        ratio: Number(ratio.toFixed(2)),
        target: wanted === undefined ? "" : `>= ${wanted}: ${ratio >= wanted ? "met" : "missed"}`,
      };
    }),
  );
  for (const row of rows.filter((candidate) => candidate.target.path === "/api/shows/?week" && candidate.target.encoding === "br")) {
    console.log(
      `${row.target.name}: p99 ${row.server.p99.toFixed(1)} ms at ${CONNECTIONS} connections (target under ${P99_TARGET_MS} ms): ${row.server.p99 < P99_TARGET_MS ? "met" : "missed"}`,
    );
  }

  if (rssMinutes !== undefined) {
    const mixed = [
      ...new Set([
        ...targets.map((target) => target.path),
        ...week.films.flatMap((film) => [`/api/film/${film.slug}/`, `/film/${film.slug}/`]),
        "/api/channels/",
        "/api/top/",
        "/api/shows/?today",
        "/api/shows/?tvseries",
      ]),
    ];
    const script = path.join(dataDir, "mixed-load.lua");
    writeFileSync(script, mixedLoadScript(mixed));
    console.log(
      `Mixed load: ${mixed.length} paths in turn (every other request brotli), ${CONNECTIONS} connections, ${rssMinutes} minutes. RSS before: ${rssMegabytes(server.pid ?? 0)} MB`,
    );
    await runWrk(["-t", String(WRK_THREADS), "-c", String(CONNECTIONS), "-d", "60s", "-s", script, `http://127.0.0.1:${serverPort}/`]);
    const afterOne = rssMegabytes(server.pid ?? 0);
    console.log(`RSS after 1 minute: ${afterOne} MB`);
    await runWrk([
      "-t",
      String(WRK_THREADS),
      "-c",
      String(CONNECTIONS),
      "-d",
      `${Math.max(0, rssMinutes - 1) * 60}s`,
      "-s",
      script,
      `http://127.0.0.1:${serverPort}/`,
    ]);
    const afterAll = rssMegabytes(server.pid ?? 0);
    const growth = (afterAll - afterOne) / afterOne;
    console.log(
      `RSS after ${rssMinutes} minutes: ${afterAll} MB, ${(growth * 100).toFixed(1)} % over its value after 1 minute (target within ${RSS_GROWTH_TARGET * 100} %): ${Math.abs(growth) <= RSS_GROWTH_TARGET ? "met" : "missed"}; the bare server: ${rssMegabytes(bare.pid ?? 0)} MB`,
    );
  }
} finally {
  for (const child of children) await stop(child);
  await admin(`drop database if exists "${databaseName}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
