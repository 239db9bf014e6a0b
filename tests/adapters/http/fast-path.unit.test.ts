import type { AddressInfo } from "node:net";
import { Clock, Context } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { makeDrainingServer } from "../../../adapters/http/draining-server.ts";
import { FastAnswers, type FastAnswer } from "../../../adapters/http/fast-answers.ts";
import { makeFastPath } from "../../../adapters/http/fast-path.ts";
import { Representation } from "../../../adapters/http/representation.ts";

const MINUTE = 60_000;
const NOW = Date.parse("2026-11-25T19:30:10Z");

const answerOf = (text: string, validity: Partial<FastAnswer> = {}): FastAnswer => ({
  representation: Representation.json(text),
  options: { cacheControl: "no-cache" },
  route: "/api/example/",
  version: "1",
  minute: Math.floor(NOW / MINUTE),
  fromResponseCache: true,
  onEachAnswer: undefined,
  ...validity,
});

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A server whose request listener answers from `answers`, and whose app says "from the app". */
const serve = async (answers: FastAnswers, world: { version: string | undefined; now: number }) => {
  const { server, answerFirst, startDraining } = makeDrainingServer(10_000);
  const clock = { currentTimeMillisUnsafe: () => world.now } as Clock.Clock;
  answerFirst(
    makeFastPath({
      answers,
      dataVersion: { current: undefined as never, known: () => world.version },
      clock,
      context: Context.empty(),
      publicUrl: "https://tellyfilms.example",
      accessLog: false,
    }),
  );
  server.on("request", (_request, response) => response.end("from the app"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${pathname}`, { headers }).then(async (response) => ({ response, text: await response.text() }));
  return { get, startDraining };
};

describe("the request listener's answers from memory", () => {
  it("are sent while the data version and the minute hold, and left to the app at once when either changes", async () => {
    const answers = new FastAnswers();
    const world = { version: "1" as string | undefined, now: NOW };
    const { get } = await serve(answers, world);
    answers.remember("/api/example/", answerOf('{"n":1}'));
    expect((await get("/api/example/")).text).toBe('{"n":1}');
    world.version = "2";
    expect((await get("/api/example/")).text).toBe("from the app");
    world.version = undefined;
    expect((await get("/api/example/")).text).toBe("from the app");
    world.version = "1";
    world.now = NOW + MINUTE;
    expect((await get("/api/example/")).text).toBe("from the app");
    expect(answers.sent).toBe(1);
  });

  it("leave other URLs, sessions and encodings not yet made to the app, and send HSTS for an https site", async () => {
    const answers = new FastAnswers();
    const { get } = await serve(answers, { version: "1", now: NOW });
    answers.remember("/api/example/", answerOf(JSON.stringify({ text: "x".repeat(2000) })));
    expect((await get("/api/example/?other")).text).toBe("from the app");
    expect((await get("/api/example/", { cookie: "theme=dark; tf_session=abc" })).text).toBe("from the app");
    expect((await get("/api/example/", { "accept-encoding": "br" })).text).toBe("from the app");
    const sent = await get("/api/example/", { "accept-encoding": "identity" });
    expect(sent.text).toContain("xxx");
    expect(sent.response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(sent.response.headers.get("x-request-id")).not.toBeNull();
  });

  it("close their connection once the server is stopping, as the app's answers do", async () => {
    const answers = new FastAnswers();
    const { get, startDraining } = await serve(answers, { version: "1", now: NOW });
    answers.remember("/api/example/", answerOf('{"n":1}'));
    expect((await get("/api/example/")).response.headers.get("connection")).toBe("keep-alive");
    startDraining();
    const draining = await get("/api/example/");
    expect(draining.text).toBe('{"n":1}');
    expect(draining.response.headers.get("connection")).toBe("close");
  });

  it("are held within a count and a byte budget, the least recently remembered dropped first", () => {
    const answers = new FastAnswers(2, 1_000_000);
    answers.remember("/a", answerOf("a"));
    answers.remember("/b", answerOf("b"));
    answers.remember("/a", answerOf("a again"));
    answers.remember("/c", answerOf("c"));
    expect(answers.find("/b")).toBeUndefined();
    expect(answers.find("/a")?.representation.body.toString()).toBe("a again");
    const small = new FastAnswers(10, 10);
    small.remember("/a", answerOf("abc"));
    small.remember("/b", answerOf("abc"));
    expect(small.find("/a")).toBeUndefined();
    expect(small.find("/b")).toBeDefined();
  });
});
