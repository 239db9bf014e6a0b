import { Schema } from "effect";
import { savedAtOf } from "./offline-copy.ts";

// SPEC §7/§8: helpers answer null on any failure; the failure is reported to log-error, never shown to the user.
const reportFailure = (url: string, method: string, errorMsg: string): void => {
  if (url.includes("/api/log-error")) return;
  void fetch("/api/log-error/", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, method, errorMsg: errorMsg.slice(0, 4000) }),
  }).catch(() => undefined);
};

export type Answer<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly status: number; readonly body: unknown };

export type Method = "GET" | "POST" | "PUT" | "DELETE";

const requestInit = (method: Method, body: unknown): RequestInit => {
  if (body === undefined) return { method, credentials: "same-origin", headers: { accept: "application/json" } };
  if (body instanceof FormData) return { method, credentials: "same-origin", headers: { accept: "application/json" }, body };
  return { method, credentials: "same-origin", headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(body) };
};

interface Exchange<A> {
  readonly answer: Answer<A>;
  readonly headers: Headers | null;
}

const exchange = async <A, I>(url: string, method: Method, schema: Schema.Codec<A, I>, body?: unknown): Promise<Exchange<A>> => {
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  try {
    const response = await fetch(url, requestInit(method, body));
    const parsed: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      reportFailure(url, method, `status ${response.status} after ${elapsed()}`);
      return { answer: { ok: false, status: response.status, body: parsed }, headers: response.headers };
    }
    const decoded = Schema.decodeUnknownExit(schema)(parsed);
    if (decoded._tag === "Failure") {
      reportFailure(url, method, `status ${response.status}, unexpected response shape after ${elapsed()}: ${String(decoded.cause)}`);
      return { answer: { ok: false, status: response.status, body: parsed }, headers: response.headers };
    }
    return { answer: { ok: true, value: decoded.value }, headers: response.headers };
  } catch (error) {
    reportFailure(url, method, `${error instanceof Error ? error.message : String(error)} after ${elapsed()}`);
    return { answer: { ok: false, status: 0, body: undefined }, headers: null };
  }
};

// A FormData body goes as multipart; anything else as JSON.
export const send = async <A, I>(url: string, method: Method, schema: Schema.Codec<A, I>, body?: unknown): Promise<Answer<A>> =>
  (await exchange(url, method, schema, body)).answer;

const valueOf = <A>(answer: Answer<A>): A | null => (answer.ok ? answer.value : null);

export const getJson = async <A, I>(url: string, schema: Schema.Codec<A, I>): Promise<A | null> => valueOf(await send(url, "GET", schema));

/** A GET that the service worker may answer with its kept copy when the network fails: `savedAt` then says when that copy was fetched. */
export const getJsonOrCopy = async <A, I>(url: string, schema: Schema.Codec<A, I>): Promise<{ readonly value: A; readonly savedAt: number | null } | null> => {
  const { answer, headers } = await exchange(url, "GET", schema);
  return answer.ok ? { value: answer.value, savedAt: headers === null ? null : savedAtOf(headers) } : null;
};

export const postJson = async <A, I>(url: string, body: unknown, schema: Schema.Codec<A, I>): Promise<A | null> =>
  valueOf(await send(url, "POST", schema, body));

// For forms that show the server's message when a request is refused.
export const postForAnswer = <A, I>(url: string, body: unknown, schema: Schema.Codec<A, I>): Promise<Answer<A>> => send(url, "POST", schema, body);

export const putJson = async <A, I>(url: string, body: unknown, schema: Schema.Codec<A, I>): Promise<A | null> => valueOf(await send(url, "PUT", schema, body));

export const deleteJson = async <A, I>(url: string, schema: Schema.Codec<A, I>): Promise<A | null> => valueOf(await send(url, "DELETE", schema));
