import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { HttpServerResponse } from "effect/http";
import { Effect } from "effect";

export type ContentEncoding = "br" | "gzip" | "identity";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const MIN_COMPRESSIBLE_BYTES = 1024;

const suffix: Readonly<Record<ContentEncoding, string>> = { identity: "", br: "-br", gzip: "-gz" };

/** One response body with its strong ETag and its compressed forms, each made once (off the event loop) and kept. */
export class Representation {
  readonly tag: string;
  readonly body: Uint8Array;
  readonly contentType: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Uint8Array>>();

  constructor(body: Uint8Array, contentType: string) {
    this.body = body;
    this.contentType = contentType;
    this.tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  }

  static json(text: string): Representation {
    return new Representation(Buffer.from(text, "utf8"), "application/json; charset=utf-8");
  }

  etag(encoding: ContentEncoding): string {
    return `"${this.tag}${suffix[encoding]}"`;
  }

  encodedAs(encoding: ContentEncoding): Promise<Uint8Array> {
    if (encoding === "identity") return Promise.resolve(this.body);
    let pending = this.encoded.get(encoding);
    if (pending === undefined) {
      pending =
        encoding === "br"
          ? brotli(this.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.byteLength },
            })
          : gzipped(this.body, { level: 9 });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }

  /** Starts both compressions now, so the first client asking for them waits less. */
  precompress(): this {
    if (this.body.byteLength >= MIN_COMPRESSIBLE_BYTES) {
      void this.encodedAs("br").catch(() => undefined);
      void this.encodedAs("gzip").catch(() => undefined);
    }
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

export const negotiateEncoding = (acceptEncoding: string | undefined, size: number): ContentEncoding => {
  if (acceptEncoding === undefined || size < MIN_COMPRESSIBLE_BYTES) return "identity";
  if (accepts(acceptEncoding, "br")) return "br";
  if (accepts(acceptEncoding, "gzip")) return "gzip";
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

export interface RespondOptions {
  readonly cacheControl: string;
  readonly status?: number;
}

/** A 200 with the best encoding the client accepts, or a 304 when its copy is current. */
export const respondWith = (
  headers: Readonly<Record<string, string | undefined>>,
  representation: Representation,
  options: RespondOptions,
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const encoding = negotiateEncoding(headers["accept-encoding"], representation.body.byteLength);
  const common = { etag: representation.etag(encoding), "cache-control": options.cacheControl, vary: "Accept-Encoding" };
  if ((options.status ?? 200) === 200 && matchesIfNoneMatch(headers["if-none-match"], representation)) {
    return Effect.succeed(HttpServerResponse.empty({ status: 304, headers: common }));
  }
  const send = (body: Uint8Array) =>
    HttpServerResponse.uint8Array(body, {
      status: options.status ?? 200,
      contentType: representation.contentType,
      headers: { ...common, "content-encoding": encoding },
    });
  return encoding === "identity" ? Effect.succeed(send(representation.body)) : Effect.map(Effect.promise(() => representation.encodedAs(encoding)), send);
};
