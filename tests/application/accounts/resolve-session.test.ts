import { Option } from "effect";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../application/accounts/log-in.ts";
import { resolveSession } from "../../../application/accounts/resolve-session.ts";
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from "../../../application/accounts/session-lifetime.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { makeWorld } from "../../fakes/application-world.ts";

const loggedIn = async () => {
  const world = makeWorld();
  await world.run(signUp({ email: "ann@example.com", password: "right password" }));
  const session = await world.run(logIn({ email: "ann@example.com", password: "right password", clientAddress: "a", previousSessionToken: null }));
  return { world, session };
};

describe("resolving a session cookie", () => {
  it("finds a session without writing while it was used within the hour", async () => {
    const { world, session } = await loggedIn();
    const found = Option.getOrThrow(await world.at(SESSION_TOUCH_INTERVAL_MS - 1, resolveSession(session.token)));
    expect(found).toMatchObject({ userId: session.userId, renewed: false, expiresAt: world.start + SESSION_IDLE_MS });
  });

  it("extends a session used after more than an hour to 30 days from that use", async () => {
    const { world, session } = await loggedIn();
    const later = 10 * 86_400_000;
    const found = Option.getOrThrow(await world.at(later, resolveSession(session.token)));
    expect(found).toMatchObject({ renewed: true, expiresAt: world.start + later + SESSION_IDLE_MS });
    expect(Option.isSome(await world.at(later + SESSION_IDLE_MS - 1, resolveSession(session.token)))).toBe(true);
  });

  it("ends a session left idle for 30 days", async () => {
    const { world, session } = await loggedIn();
    expect(Option.isNone(await world.at(SESSION_IDLE_MS, resolveSession(session.token)))).toBe(true);
    expect(world.data.sessions.size).toBe(0);
  });

  it("knows nothing of malformed or unknown tokens", async () => {
    const { world, session } = await loggedIn();
    expect(Option.isNone(await world.run(resolveSession("")))).toBe(true);
    expect(Option.isNone(await world.run(resolveSession(`${session.token}x`)))).toBe(true);
    expect(Option.isNone(await world.run(resolveSession("A".repeat(43))))).toBe(true);
    expect(Option.isNone(await world.run(resolveSession([...world.data.sessions.keys()][0] ?? "")))).toBe(true);
  });
});
