import { Schema } from "effect";

// SPEC §7: helpers answer null on any failure; the failure is reported to log-error, never shown to the user.
const reportFailure = (url: string, method: string, errorMsg: string): void => {
  if (url.includes("/api/log-error")) return;
  void fetch("/api/log-error/", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, method, errorMsg }),
  }).catch(() => undefined);
};

export const getJson = async <A, I>(url: string, schema: Schema.Codec<A, I>): Promise<A | null> => {
  const started = performance.now();
  try {
    const response = await fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok) {
      reportFailure(url, "GET", `status ${response.status} after ${Math.round(performance.now() - started)} ms`);
      return null;
    }
    const decoded = Schema.decodeUnknownExit(schema)(await response.json());
    if (decoded._tag === "Failure") {
      reportFailure(url, "GET", `unexpected response shape: ${String(decoded.cause)}`);
      return null;
    }
    return decoded.value;
  } catch (error) {
    reportFailure(url, "GET", error instanceof Error ? error.message : String(error));
    return null;
  }
};
