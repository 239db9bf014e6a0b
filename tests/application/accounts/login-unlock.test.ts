import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../application/accounts/log-in.ts";
import { requestLoginUnlock } from "../../../application/accounts/request-login-unlock.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { unlockLogin } from "../../../application/accounts/unlock-login.ts";
import { LOGIN_UNLOCK_LINK_EXPIRED, LOGIN_UNLOCK_LINK_INVALID, LOGIN_UNLOCK_SENT } from "../../../domain/account-texts.ts";
import { ACCOUNT_LOGIN_ATTEMPTS } from "../../../domain/login-throttle.ts";
import { makeWorld, type World } from "../../fakes/application-world.ts";

const MINUTE = 60_000;

const guess = (world: World, at: number, index: number) =>
  world.at(at, Effect.exit(logIn({ email: "ann@example.com", password: `guess ${index}`, clientAddress: `198.51.100.${index}`, previousSessionToken: null })));

/** An account whose login strangers have slowed with wrong passwords from many addresses. */
const slowedAccount = async () => {
  const world = makeWorld();
  await world.run(signUp({ email: "ann@example.com", password: "right password" }));
  for (let index = 0; index <= ACCOUNT_LOGIN_ATTEMPTS; index++) await guess(world, 0, index);
  return world;
};

const unlockMails = (world: World) => world.mailsTo("ann@example.com").filter((mail) => mail.kind === "login-unlock");

const tokenOf = (world: World): string => {
  const token = unlockMails(world)
    .at(-1)
    ?.text.match(/\/api\/unlock-login\/\?token=(\S+)/)?.[1];
  if (token === undefined) throw new Error("no unlock link was mailed");
  return token;
};

const ownerLogIn = (world: World, at: number, deviceToken: string | null) =>
  world.at(
    at,
    Effect.exit(logIn({ email: "ann@example.com", password: "right password", clientAddress: "192.0.2.1", previousSessionToken: null, deviceToken })),
  );

describe("unlocking a slowed login by email", () => {
  it("answers the same for an unknown, a slowed and an unslowed account, and mails only the slowed one's owner", async () => {
    const world = await slowedAccount();
    await world.run(signUp({ email: "bo@example.com", password: "bo's password" }));
    for (const email of ["nobody@example.com", "bo@example.com", "ann@example.com"]) {
      expect(await world.at(MINUTE, requestLoginUnlock({ email }))).toBe(LOGIN_UNLOCK_SENT);
    }
    expect(world.mailsTo("bo@example.com").map((mail) => mail.kind)).toEqual(["welcome"]);
    expect(world.mailsTo("nobody@example.com")).toEqual([]);
    expect(unlockMails(world)).toHaveLength(1);
  });

  it("mails an account at most once an hour however often it is asked", async () => {
    const world = await slowedAccount();
    for (const at of [MINUTE, 2 * MINUTE, 30 * MINUTE]) await world.at(at, requestLoginUnlock({ email: "ANN@example.com" }));
    expect(unlockMails(world)).toHaveLength(1);
    for (let index = 0; index <= ACCOUNT_LOGIN_ATTEMPTS; index++) await guess(world, 61 * MINUTE, index);
    await world.at(62 * MINUTE, requestLoginUnlock({ email: "ann@example.com" }));
    expect(unlockMails(world)).toHaveLength(2);
  });

  it("ends the wait and makes the browser that follows the link a known one, which strangers' guesses no longer slow", async () => {
    const world = await slowedAccount();
    expect((await ownerLogIn(world, MINUTE, null))._tag).toBe("Failure");
    await world.at(MINUTE, requestLoginUnlock({ email: "ann@example.com" }));
    const { newDeviceToken } = await world.at(2 * MINUTE, unlockLogin({ token: tokenOf(world), deviceToken: null }));
    expect(newDeviceToken).not.toBeNull();
    for (let index = 0; index <= ACCOUNT_LOGIN_ATTEMPTS; index++) await guess(world, 3 * MINUTE, index);
    expect((await ownerLogIn(world, 3 * MINUTE, null))._tag).toBe("Failure");
    expect((await ownerLogIn(world, 3 * MINUTE, newDeviceToken))._tag).toBe("Success");
  });

  it("refuses a link after its hour and one the site did not sign, with a message for each", async () => {
    const world = await slowedAccount();
    await world.at(MINUTE, requestLoginUnlock({ email: "ann@example.com" }));
    const token = tokenOf(world);
    expect(await world.at(61 * MINUTE, Effect.flip(unlockLogin({ token, deviceToken: null })))).toMatchObject({
      reason: "expired",
      message: LOGIN_UNLOCK_LINK_EXPIRED,
    });
    const forged = `${Buffer.from("login-unlock:1:99999999999999").toString("base64url")}.forged`;
    for (const bad of [forged, "", `${Buffer.from("login-unlock:x:99999999999999").toString("base64url")}.signed`]) {
      expect(await world.run(Effect.flip(unlockLogin({ token: bad, deviceToken: null })))).toMatchObject({
        reason: "invalid",
        message: LOGIN_UNLOCK_LINK_INVALID,
      });
    }
    expect((await ownerLogIn(world, 2 * MINUTE, null))._tag).toBe("Failure");
  });
});
