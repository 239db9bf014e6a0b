import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import { HttpServerRequest, type HttpServerResponse } from "effect/http";
import { contentType } from "mime-types";
import { rememberAnswer } from "./fast-answers.ts";
import { Representation, respondWith } from "./representation.ts";

export const HASHED_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const ROOT_FILE_CACHE_CONTROL = "public, max-age=3600";
export const REVALIDATE_CACHE_CONTROL = "no-cache";

// The service worker and the web app manifest are checked on every use: a stale copy would pin an old app.
const ALWAYS_REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest"]);

const cacheControlFor = (urlPath: string): string => {
  if (urlPath.startsWith("/assets/")) return HASHED_CACHE_CONTROL;
  return ALWAYS_REVALIDATED.has(urlPath) ? REVALIDATE_CACHE_CONTROL : ROOT_FILE_CACHE_CONTROL;
};

interface StaticFile {
  readonly representation: Representation;
  readonly lastModified: string;
  readonly cacheControl: string;
}

const readIfPresent = (file: string): Buffer | undefined => (existsSync(file) ? readFileSync(file) : undefined);

/**
 * The built files (vite names everything under assets/ by its content hash), held in memory with the brotli and gzip
 * forms the build wrote beside them; index.html is the page template and is served by the page routes instead, and
 * server/ is the server's own renderer of the pages.
 */
export const loadStaticFiles = (distDir: string): ReadonlyMap<string, StaticFile> => {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  for (const relative of readdirSync(distDir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(distDir, relative);
    if (/\.(br|gz)$/.test(relative) || relative === "index.html" || relative.startsWith(`server${path.sep}`) || !statSync(file).isFile()) continue;
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    const representation = new Representation(readFileSync(file), contentType(path.basename(file)) || "application/octet-stream", {
      br: readIfPresent(`${file}.br`),
      gzip: readIfPresent(`${file}.gz`),
    });
    files.set(urlPath, {
      representation,
      lastModified: statSync(file).mtime.toUTCString(),
      cacheControl: cacheControlFor(urlPath),
    });
  }
  return files;
};

/** The built file at the request's path, or undefined when the build has none there. */
export const serveStaticFile = (
  files: ReadonlyMap<string, StaticFile>,
  pathname: string,
): Effect.Effect<HttpServerResponse.HttpServerResponse | undefined, never, HttpServerRequest.HttpServerRequest> => {
  const file = files.get(pathname);
  if (file === undefined) return Effect.succeed(undefined);
  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const respond = { cacheControl: file.cacheControl, lastModified: file.lastModified };
    yield* rememberAnswer(file.representation, respond, { version: undefined, minute: undefined, fromResponseCache: false, onEachAnswer: undefined });
    return yield* respondWith(request.headers, file.representation, respond);
  });
};
