import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { HttpServerResponse } from "effect/http";
import { Effect } from "effect";

export type ContentEncoding = "br" | "gzip" | "identity";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const MIN_COMPRESSIBLE_BYTES = 1024;

// A window of 64 KiB (16 bits) makes brotli use its compact hasher (about 1.5 MB) instead of the 32 MB table it allocates
// for larger windows whatever the input's size: for a page or an API answer the output is within a few per cent, the
// work is 5-100 times less, and no 32 MB block per compression is left for the allocator to hold on to.
const COMPACT_WINDOW_BITS = 16;
const COMPACT_WINDOW_LIMIT = 1024 * 1024;

const brotliParams = (bytes: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 9,
  [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  [constants.BROTLI_PARAM_LGWIN]: bytes <= COMPACT_WINDOW_LIMIT ? COMPACT_WINDOW_BITS : constants.BROTLI_DEFAULT_WINDOW,
});

const suffix: Readonly<Record<ContentEncoding, string>> = { identity: "", br: "-br", gzip: "-gz" };

export interface Precompressed {
  readonly br?: Uint8Array | undefined;
  readonly gzip?: Uint8Array | undefined;
}

/** One response body with its strong ETag and its compressed forms, each made once (off the event loop) and kept. */
export class Representation {
  readonly tag: string;
  readonly body: Uint8Array;
  readonly contentType: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Uint8Array>>();
  private readonly ready = new Map<ContentEncoding, Uint8Array>();
  // Files compressed at build time come with their forms and are never compressed here.
  private readonly onlyGiven: boolean;

  constructor(body: Uint8Array, contentType: string, precompressed?: Precompressed) {
    this.body = body;
    this.contentType = contentType;
    this.tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    this.onlyGiven = precompressed !== undefined;
    this.ready.set("identity", body);
    if (precompressed?.br !== undefined) this.ready.set("br", precompressed.br);
    if (precompressed?.gzip !== undefined) this.ready.set("gzip", precompressed.gzip);
  }

  static json(text: string): Representation {
    return new Representation(Buffer.from(text, "utf8"), "application/json; charset=utf-8");
  }

  etag(encoding: ContentEncoding): string {
    return `"${this.tag}${suffix[encoding]}"`;
  }

  /** The encodings this representation can be sent in. */
  offers(encoding: ContentEncoding): boolean {
    return !this.onlyGiven || this.ready.has(encoding);
  }

  /** The encoded body if it is already made, so the common case answers without waiting. */
  encodedNow(encoding: ContentEncoding): Uint8Array | undefined {
    return this.ready.get(encoding);
  }

  encodedAs(encoding: ContentEncoding): Promise<Uint8Array> {
    const done = this.ready.get(encoding);
    if (done !== undefined) return Promise.resolve(done);
    let pending = this.encoded.get(encoding);
    if (pending === undefined) {
      pending = (encoding === "br" ? brotli(this.body, { params: brotliParams(this.body.byteLength) }) : gzipped(this.body, { level: 9 })).then((encoded) => {
        this.ready.set(encoding, encoded);
        this.encoded.delete(encoding);
        return encoded;
      });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }

  /**
   * Starts the brotli compression now, so the first client asking for it waits less. Every browser in use accepts brotli:
   * gzip is made only when a client asks for it, not for each answer of each minute (memory and CPU spent for no one).
   */
  precompress(): this {
    if (this.body.byteLength >= MIN_COMPRESSIBLE_BYTES && !this.onlyGiven) void this.encodedAs("br").catch(() => undefined);
    return this;
  }
}

const accepts = (header: string, coding: string): boolean => {
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (name.trim() !== coding && name.trim() !== "*") continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
};

export const negotiateEncoding = (
  acceptEncoding: string | undefined,
  size: number,
  offers: (encoding: ContentEncoding) => boolean = () => true,
): ContentEncoding => {
  if (acceptEncoding === undefined || size < MIN_COMPRESSIBLE_BYTES) return "identity";
  if (offers("br") && accepts(acceptEncoding, "br")) return "br";
  if (offers("gzip") && accepts(acceptEncoding, "gzip")) return "gzip";
  return "identity";
};

/** If-None-Match names this representation (in any encoding), or is "*". */
export const matchesIfNoneMatch = (ifNoneMatch: string | undefined, representation: Representation): boolean => {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return tag === "*" || tag.replace(/-(br|gz)$/, "") === representation.tag;
  });
};

// If-Modified-Since counts only without If-None-Match (RFC 9110 13.1.3); HTTP dates have whole seconds.
const notModifiedSince = (headers: Readonly<Record<string, string | undefined>>, lastModified: string | undefined): boolean => {
  const since = headers["if-modified-since"];
  if (lastModified === undefined || since === undefined || headers["if-none-match"] !== undefined) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && Date.parse(lastModified) <= sinceMs;
};

export interface RespondOptions {
  readonly cacheControl: string;
  readonly status?: number;
  /** An HTTP date; sent as Last-Modified and checked against If-Modified-Since. */
  readonly lastModified?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** What a request gets for a representation: status, headers and the encoding (no body for a 304). */
export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly encoding: ContentEncoding | undefined;
}

/** A 200 (or the given status) in the best encoding the client accepts, or a 304 when its copy is current. */
export const answerFor = (headers: Readonly<Record<string, string | undefined>>, representation: Representation, options: RespondOptions): Answer => {
  const encoding = negotiateEncoding(headers["accept-encoding"], representation.body.byteLength, (candidate) => representation.offers(candidate));
  const common = {
    ...options.headers,
    etag: representation.etag(encoding),
    "cache-control": options.cacheControl,
    vary: "Accept-Encoding",
    ...(options.lastModified === undefined ? {} : { "last-modified": options.lastModified }),
  };
  const status = options.status ?? 200;
  if (status === 200 && (matchesIfNoneMatch(headers["if-none-match"], representation) || notModifiedSince(headers, options.lastModified))) {
    return { status: 304, headers: common, encoding: undefined };
  }
  return { status, headers: { ...common, "content-encoding": encoding }, encoding };
};

/** A 200 with the best encoding the client accepts, or a 304 when its copy is current. */
export const respondWith = (
  headers: Readonly<Record<string, string | undefined>>,
  representation: Representation,
  options: RespondOptions,
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const answer = answerFor(headers, representation, options);
  if (answer.encoding === undefined) return Effect.succeed(HttpServerResponse.empty({ status: answer.status, headers: answer.headers }));
  const encoding = answer.encoding;
  const send = (body: Uint8Array) =>
    HttpServerResponse.uint8Array(body, { status: answer.status, contentType: representation.contentType, headers: answer.headers });
  const ready = representation.encodedNow(encoding);
  return ready !== undefined
    ? Effect.succeed(send(ready))
    : Effect.map(
        Effect.promise(() => representation.encodedAs(encoding)),
        send,
      );
};
