import { STATUS_CODES } from "node:http";
import { ByteSize, Cause, Effect, type Types } from "effect";
import { HttpIncomingMessage, HttpMethod, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http";
import { causeIsDatabaseUnreachable, reportDatabaseUnreachable, RETRY_AFTER_SECONDS } from "../persistence/database-outage.ts";
import { NUL_REFUSED } from "../../domain/text.ts";
import { PROBLEM_CONTENT_TYPE } from "./contract/problems.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;

// Endpoints that accept more: the multipart profile image upload (its own limits are 5 MB per file, 6 MB in all) and the
// watch-history imports (5 MB per file, checked after the upload).
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024 + 64 * 1024;
const LARGER_BODY_LIMITS: ReadonlyMap<string, number> = new Map(
  ["/api/upload-profile-image/", "/api/import-letterboxd/", "/api/import-imdb-ratings/"].map((path) => [path, UPLOAD_BODY_LIMIT]),
);

const bodyLimitFor = (url: string): number => {
  const pathname = new URL(url, "http://x").pathname;
  return LARGER_BODY_LIMITS.get(pathname.endsWith("/") ? pathname : `${pathname}/`) ?? BODY_LIMIT_BYTES;
};

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

export const problemResponse = (status: number, detail: string, headers: Readonly<Record<string, string>> = {}, type = "about:blank") =>
  HttpServerResponse.jsonUnsafe({ type, title: STATUS_CODES[status] ?? "Error", status, detail }, { status, contentType: PROBLEM_CONTENT_TYPE, headers });

const databaseUnreachable = () =>
  problemResponse(503, "The service cannot reach its database at the moment; try again shortly.", { "retry-after": String(RETRY_AFTER_SECONDS) });

const defaultDetail = (status: number, bodyLimit = BODY_LIMIT_BYTES): string => {
  if (status === 413) return `The request body is larger than ${bodyLimit} bytes, the most this endpoint accepts.`;
  if (status >= 500) return "The server could not answer this request.";
  return STATUS_CODES[status] ?? "The request failed.";
};

const textOf = (response: HttpServerResponse.HttpServerResponse): string | undefined =>
  response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body).slice(0, 500) : undefined;

// Pages (HTML) and JSON answers keep their bodies; empty and plain-text error bodies become problems.
const needsProblemBody = (response: HttpServerResponse.HttpServerResponse): boolean => {
  if (response.body._tag === "Empty") return true;
  const contentType = response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : undefined);
  return contentType === undefined || /^text\/plain/i.test(contentType);
};

// Errors from the framework (unsupported media type, oversized body, defects) arrive with empty or text bodies.
const asProblem = (response: HttpServerResponse.HttpServerResponse, bodyLimit: number): HttpServerResponse.HttpServerResponse => {
  if (response.status < 400 || !needsProblemBody(response)) return response;
  const text = response.status === 413 ? undefined : textOf(response)?.trim();
  const retryAfter = response.headers["retry-after"];
  return problemResponse(
    response.status,
    text !== undefined && text !== "" ? text : defaultDetail(response.status, bodyLimit),
    retryAfter === undefined ? {} : { "retry-after": retryAfter },
  );
};

export const problemType = (tag: string): string => `urn:tellyfilms:problem:${tag.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-").toLowerCase()}`;

const jsonBodyOf = (response: HttpServerResponse.HttpServerResponse): unknown => {
  if (response.body._tag !== "Uint8Array" || !/json/i.test(response.body.contentType)) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(response.body.body)) as unknown;
  } catch {
    return undefined;
  }
};

// The contract's tagged errors ({ _tag, message, ... }) go out as RFC 9457 problems; their other fields stay as extensions.
const taggedAsProblem = (response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  if (response.status < 400) return response;
  const body = jsonBodyOf(response);
  if (typeof body !== "object" || body === null || !("_tag" in body) || typeof body._tag !== "string") return response;
  const { _tag: tag, ...fields } = body as { readonly _tag: string } & Record<string, unknown>;
  const detail = typeof fields["message"] === "string" && fields["message"] !== "" ? fields["message"] : defaultDetail(response.status);
  const problem = { type: problemType(tag), title: STATUS_CODES[response.status] ?? "Error", status: response.status, detail, ...fields };
  const { "content-type": _type, "content-length": _length, ...headers } = response.headers;
  return HttpServerResponse.jsonUnsafe(problem, { status: response.status, contentType: PROBLEM_CONTENT_TYPE, headers, cookies: response.cookies });
};

const finish = (response: HttpServerResponse.HttpServerResponse, bodyLimit = BODY_LIMIT_BYTES): HttpServerResponse.HttpServerResponse => {
  const problem = asProblem(taggedAsProblem(response), bodyLimit);
  const withCsp =
    problem.headers["content-security-policy"] === undefined
      ? HttpServerResponse.setHeader(problem, "content-security-policy", CONTENT_SECURITY_POLICY)
      : problem;
  const headers = withCsp.headers["cache-control"] === undefined ? { ...SECURITY_HEADERS, "cache-control": "no-store" } : SECURITY_HEADERS;
  return HttpServerResponse.setHeaders(withCsp, headers);
};

/**
 * Every response: oversized bodies are refused before they are read, failures become problem+json without internals,
 * and the security headers are set.
 */
export const GuardMiddleware = HttpRouter.middleware(
  (app) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest;
      // A NUL anywhere in the address (a page or an API path) is refused before any route reads it.
      if (/%00/i.test(request.url) || request.url.includes("\u0000"))
        return finish(problemResponse(400, NUL_REFUSED, {}, "urn:tellyfilms:problem:invalid-text"));
      const bodyLimit = bodyLimitFor(request.url);
      if (HttpMethod.hasBody(request.method) && Number(request.headers["content-length"] ?? 0) > bodyLimit) {
        return finish(problemResponse(413, defaultDetail(413, bodyLimit), { connection: "close" }), bodyLimit);
      }
      const response = yield* app.pipe(
        Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(bodyLimit)),
        Effect.catchCause((cause) =>
          causeIsDatabaseUnreachable(cause)
            ? Effect.as(reportDatabaseUnreachable(Cause.squash(cause)), databaseUnreachable())
            : Effect.flatMap(HttpServerError.causeResponse(cause), ([answer]) =>
                answer.status >= 500 ? Effect.as(Effect.logError("Request failed", cause), answer) : Effect.succeed(answer),
              ),
        ),
      );
      return finish(response, bodyLimit);
      // Every failure is answered above; the marker only satisfies the router's bookkeeping of unhandled errors.
    }) as Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled, HttpServerRequest.HttpServerRequest>,
  { global: true },
);
