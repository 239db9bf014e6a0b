import { Schema } from "effect";

/** A minimal browser for tests: keeps its session cookie and sends the headers a browser sends with its requests. */
export class TestBrowser {
  cookie: string | null = null;
  lastSetCookie: string | null = null;
  readonly base: string;
  readonly origin: string;

  constructor(base: string, origin: string = base) {
    this.base = base;
    this.origin = origin;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const unsafe = !["GET", "HEAD"].includes(method);
    const isForm = body instanceof FormData;
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(this.cookie === null ? {} : { cookie: this.cookie }),
        ...(unsafe ? { origin: this.origin, "sec-fetch-site": this.origin === this.base ? "same-origin" : "cross-site" } : {}),
        ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie !== null) {
      this.lastSetCookie = setCookie;
      const [pair] = setCookie.split(";");
      const [name, value] = (pair ?? "").split("=");
      this.cookie = value === undefined || value === "" || /max-age=0/i.test(setCookie) ? null : `${name}=${value}`;
    }
    return response;
  }

  async json(method: string, path: string, body?: unknown): Promise<{ readonly status: number; readonly body: unknown }> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
  }

  /** The answer decoded with the contract's schema; any status but 200 fails the test. */
  async ok<S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, method: string, path: string, body?: unknown): Promise<S["Type"]> {
    const answer = await this.json(method, path, body);
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return Schema.decodeUnknownSync(schema)(answer.body);
  }
}
