import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../application/accounts/log-in.ts";
import { logOut } from "../../../application/accounts/log-out.ts";
import { resolveSession } from "../../../application/accounts/resolve-session.ts";
import { SESSION_IDLE_MS } from "../../../application/accounts/session-lifetime.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { INCORRECT_CREDENTIALS } from "../../../domain/account-texts.ts";
import { ACCOUNT_LOGIN_ATTEMPTS, ADDRESS_LOGIN_ATTEMPTS, LOGIN_WINDOW_MS } from "../../../domain/login-throttle.ts";
import { makeWorld, type World } from "../../fakes/application-world.ts";

const attempt = (
  password: string,
  email = "ann@example.com",
  clientAddress = "203.0.113.7",
  previousSessionToken: string | null = null,
  deviceToken: string | null = null,
) => logIn({ email, password, clientAddress, previousSessionToken, deviceToken });

const withAccount = async (): Promise<World> => {
  const world = makeWorld();
  await world.run(signUp({ email: "Ann@Example.com", password: "right password" }));
  return world;
};

describe("logging in", () => {
  it("starts a 30-day session for the right password in any letter case of the email, storing only a digest of its token", async () => {
    const world = await withAccount();
    const session = await world.run(attempt("right password", "ANN@example.COM"));
    expect(session.expiresAt).toBe(world.start + SESSION_IDLE_MS);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = [...world.data.sessions.values()];
    expect(stored?.userId).toBe(session.userId);
    expect(stored?.id).not.toContain(session.token);
    expect([...world.data.accounts.values()][0]?.lastLoginAt).toBe(world.start);
  });

  it("refuses a wrong password and an unknown email with the same message, checking a dummy hash for the unknown email", async () => {
    const world = await withAccount();
    const wrong = await world.run(Effect.flip(attempt("wrong password")));
    const unknown = await world.run(Effect.flip(attempt("right password", "nobody@example.com")));
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ _tag: "LoginRefused", message: INCORRECT_CREDENTIALS });
    expect(world.hasher.verifications).toBe(1);
    expect(world.hasher.dummyVerifications).toBe(1);
    expect(world.data.sessions.size).toBe(0);
  });

  it("ends the session the browser still holds and starts a new one", async () => {
    const world = await withAccount();
    const first = await world.run(attempt("right password"));
    const second = await world.run(attempt("right password", "ann@example.com", "203.0.113.7", first.token));
    expect(second.token).not.toBe(first.token);
    expect(Option.isNone(await world.run(resolveSession(first.token)))).toBe(true);
    expect(Option.isSome(await world.run(resolveSession(second.token)))).toBe(true);
  });

  it("rehashes a password hashed with older parameters when it logs in", async () => {
    const world = await withAccount();
    const [account] = [...world.data.accounts.values()];
    if (account === undefined) throw new Error("no account");
    account.passwordHash = "v1:right password";
    await world.run(attempt("right password"));
    expect(account.passwordHash).toBe("v2:right password");
  });

  it("checks at most 10 passwords of 40 guessed in parallel, and makes the rest wait for the window's end", async () => {
    const world = await withAccount();
    const outcomes = await world.run(
      Effect.all(
        Array.from({ length: 40 }, () => Effect.flip(attempt("wrong"))),
        { concurrency: "unbounded" },
      ),
    );
    expect(world.hasher.verifications).toBeLessThanOrEqual(ACCOUNT_LOGIN_ATTEMPTS);
    expect(outcomes.filter((outcome) => outcome._tag === "LoginRefused")).toHaveLength(ACCOUNT_LOGIN_ATTEMPTS);
    expect(outcomes.find((outcome) => outcome._tag === "LoginThrottled")).toMatchObject({ retryAfterSeconds: LOGIN_WINDOW_MS / 1000 });
  });

  it("lets the owner in from a browser that logged in before, while strangers' guesses hold every new browser back", async () => {
    const world = await withAccount();
    const first = await world.run(attempt("right password"));
    const device = first.newDeviceToken;
    expect(device).not.toBeNull();
    for (let index = 0; index < ACCOUNT_LOGIN_ATTEMPTS; index++) {
      await world.at(index, Effect.flip(attempt("wrong", "ann@example.com", `198.51.100.${index}`)));
    }
    expect((await world.at(20, Effect.flip(attempt("right password", "ann@example.com", "192.0.2.9"))))._tag).toBe("LoginThrottled");
    const owner = await world.at(21, attempt("right password", "ann@example.com", "192.0.2.9", null, device));
    expect(owner.newDeviceToken).toBeNull();
    expect((await world.at(22, attempt("right password", "ann@example.com", "192.0.2.10"))).userId).toBe(owner.userId);
  });

  it("does not let one address's failures on other accounts refuse a valid login from it", async () => {
    const world = await withAccount();
    for (let index = 0; index < 2 * ACCOUNT_LOGIN_ATTEMPTS; index++) {
      await world.at(index, Effect.flip(attempt("guess", `victim${index}@example.com`)));
    }
    expect((await world.at(30, attempt("right password"))).userId).toBeGreaterThan(0);
  });

  it("throttles one client address that sprays many accounts, while another address still gets in", async () => {
    const world = await withAccount();
    for (let index = 0; index < ADDRESS_LOGIN_ATTEMPTS; index++) {
      await world.at(index, Effect.flip(attempt("guess", `victim${index}@example.com`)));
    }
    expect((await world.at(200, Effect.flip(attempt("right password"))))._tag).toBe("LoginThrottled");
    expect((await world.at(200, attempt("right password", "ann@example.com", "198.51.100.1"))).userId).toBeGreaterThan(0);
  });

  it("lets attempts through again once the 15-minute window has passed", async () => {
    const world = await withAccount();
    for (let index = 0; index < ACCOUNT_LOGIN_ATTEMPTS + 2; index++) await world.at(index * 10_000, Effect.result(attempt("wrong")));
    const session = await world.at(LOGIN_WINDOW_MS + 1, attempt("right password"));
    expect(session.userId).toBeGreaterThan(0);
  });

  it("logging out ends the session", async () => {
    const world = await withAccount();
    const session = await world.run(attempt("right password"));
    await world.run(logOut(session.token));
    expect(Option.isNone(await world.run(resolveSession(session.token)))).toBe(true);
  });
});
