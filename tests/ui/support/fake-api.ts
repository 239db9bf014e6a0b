export interface FakeCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export interface FakeAnswer {
  readonly status?: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

// Replaces fetch with an in-memory API keyed by "METHOD /path?query"; anything unknown answers 404.
export const installFakeApi = (routes: Readonly<Record<string, FakeRoute>>) => {
  const calls: Array<FakeCall> = [];
  const original = globalThis.fetch;
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const call: FakeCall = { method, path: url.pathname + url.search, body };
    calls.push(call);
    const route = routes[`${method} ${call.path}`];
    if (route === undefined) return new Response(JSON.stringify({ title: "Not Found" }), { status: 404, headers: { "content-type": "application/json" } });
    const answer = await route(call);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json", ...answer.headers } });
  };
  globalThis.fetch = fake;
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path.startsWith(path)),
    restore: () => {
      globalThis.fetch = original;
    },
  };
};

export const ok = (body: unknown) => () => ({ body });
