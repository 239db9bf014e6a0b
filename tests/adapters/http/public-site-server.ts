import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Effect, Layer, ManagedRuntime } from "effect";
import type { AppConfig } from "../../../adapters/config/app-config.ts";
import { makeInfrastructure } from "../../../adapters/composition-root.ts";
import type { FastAnswers } from "../../../adapters/http/fast-answers.ts";
import { makeHttpServerLayer } from "../../../adapters/http/http-server.ts";
import { Database } from "../../../adapters/persistence/database-service.ts";
import type { Database as Orm } from "../../../adapters/persistence/database.ts";

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A request through node:http, not fetch: the bytes on the wire, undecoded, and every header. */
export const rawRequest = (url: string, headers: Readonly<Record<string, string>> = {}, method = "GET") =>
  new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Array<Buffer> = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });

export const ASSET_FILE = "app-3f2a1b9c.js";

const indexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <!--app-head-->
    <script type="module" crossorigin src="/assets/${ASSET_FILE}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// Big enough to be worth compressing; the build writes its .br and .gz forms beside it, as vite-plugin-compression2 does.
export const ASSET_TEXT = Array.from({ length: 200 }, (_, index) => `console.log("app line ${index}");`).join("\n");

export const SERVICE_WORKER_TEXT = 'self.addEventListener("fetch", () => undefined);';

export interface PublicSiteServer {
  readonly base: string;
  readonly distDir: string;
  readonly orm: Orm;
  readonly sql: <Row = Record<string, unknown>>(query: string, params?: ReadonlyArray<unknown>) => Promise<Array<Row>>;
  /** Where the file outbox writes each mail the server sends (when started with a mail poll interval). */
  readonly outboxDir: string;
  readonly stop: () => Promise<void>;
}

/** Where the server keeps its data (PGlite in memory with the demo week unless told otherwise) and how it sends mail. */
export interface PublicSiteServerOptions {
  readonly dataDir?: string;
  readonly seedDemo?: AppConfig["seedDemo"];
  /** How often the server sends queued mail to its file outbox; 0 (the default) sends none. */
  readonly mailPollSeconds?: number;
  /** Turns on GET /metrics behind this bearer token. */
  readonly metricsToken?: string;
  /** Where the server keeps the answers it sends from its request listener. */
  readonly fastAnswers?: FastAnswers;
  /** The source of the build's page renderer (server/server-render.js); none by default, as when the app is not built. */
  readonly appRenderer?: string;
}

/** The real server on a loopback port with the demo week seeded: on PGlite in memory, or on PostgreSQL when given a URL. */
export const startPublicSiteServer = async (
  databaseUrl?: string,
  clockStart?: AppConfig["clockStart"],
  options: PublicSiteServerOptions = {},
): Promise<PublicSiteServer> => {
  const filesDir = await mkdtemp(path.join(tmpdir(), "tf-public-http-"));
  const distDir = path.join(filesDir, "dist");
  await mkdir(path.join(distDir, "assets"), { recursive: true });
  await writeFile(path.join(distDir, "index.html"), indexHtml);
  await writeFile(path.join(distDir, "assets", ASSET_FILE), ASSET_TEXT);
  await writeFile(path.join(distDir, "assets", `${ASSET_FILE}.br`), brotliCompressSync(ASSET_TEXT));
  await writeFile(path.join(distDir, "assets", `${ASSET_FILE}.gz`), gzipSync(ASSET_TEXT));
  await writeFile(path.join(distDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(distDir, "sw.js"), SERVICE_WORKER_TEXT);
  await writeFile(path.join(distDir, "manifest.webmanifest"), JSON.stringify({ name: "TellyFilms", start_url: "/" }));
  if (options.appRenderer !== undefined) {
    await mkdir(path.join(distDir, "server"));
    await writeFile(path.join(distDir, "server", "server-render.js"), options.appRenderer);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config: AppConfig = {
    port,
    host: "127.0.0.1",
    dataDir: options.dataDir ?? "memory://",
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    publicUrl: base,
    seedDemo: options.seedDemo ?? "always",
    distDir,
    mailPollSeconds: options.mailPollSeconds ?? 0,
    ...(options.metricsToken === undefined ? {} : { metricsToken: options.metricsToken }),
    ...(clockStart === undefined ? {} : { clockStart }),
  };
  const runtime = ManagedRuntime.make(Layer.provideMerge(makeHttpServerLayer(config, options.fastAnswers), makeInfrastructure(config, { filesDir })));
  const orm = (await runtime.runPromise(Effect.service(Database))).orm;
  return {
    base,
    distDir,
    orm,
    sql: async (query, params = []) => orm.em.fork().execute(query, [...params]),
    outboxDir: path.join(filesDir, "outbox"),
    stop: async () => {
      await runtime.dispose();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
};
