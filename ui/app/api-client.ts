import { Schema } from "effect";

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

// A FormData body goes as multipart; anything else as JSON.
export const send = async <A, I>(url: string, method: Method, schema: Schema.Codec<A, I>, body?: unknown): Promise<Answer<A>> => {
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  try {
    const response = await fetch(url, requestInit(method, body));
    const parsed: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      reportFailure(url, method, `status ${response.status} after ${elapsed()}`);
      return { ok: false, status: response.status, body: parsed };
    }
    const decoded = Schema.decodeUnknownExit(schema)(parsed);
    if (decoded._tag === "Failure") {
      reportFailure(url, method, `status ${response.status}, unexpected response shape after ${elapsed()}: ${String(decoded.cause)}`);
      return { ok: false, status: response.status, body: parsed };
    }
    return { ok: true, value: decoded.value };
  } catch (error) {
    reportFailure(url, method, `${error instanceof Error ? error.message : String(error)} after ${elapsed()}`);
    return { ok: false, status: 0, body: undefined };
  }
};

const valueOf = <A>(answer: Answer<A>): A | null => (answer.ok ? answer.value : null);

export const getJson = async <A, I>(url: string, schema: Schema.Codec<A, I>): Promise<A | null> => valueOf(await send(url, "GET", schema));

export const postJson = async <A, I>(url: string, body: unknown, schema: Schema.Codec<A, I>): Promise<A | null> =>
  valueOf(await send(url, "POST", schema, body));

// For forms that show the server's message when a request is refused.
export const postForAnswer = <A, I>(url: string, body: unknown, schema: Schema.Codec<A, I>): Promise<Answer<A>> => send(url, "POST", schema, body);

export const putJson = async <A, I>(url: string, body: unknown, schema: Schema.Codec<A, I>): Promise<A | null> => valueOf(await send(url, "PUT", schema, body));

export const deleteJson = async <A, I>(url: string, schema: Schema.Codec<A, I>): Promise<A | null> => valueOf(await send(url, "DELETE", schema));
