import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../application/accounts/log-in.ts";
import { resolveSession } from "../../../application/accounts/resolve-session.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { updateCredentials } from "../../../application/accounts/update-credentials.ts";
import { confirmEmailChange } from "../../../application/accounts/confirm-email-change.ts";
import {
  ACCOUNT_UPDATED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_ADDRESS_TAKEN,
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_LINK_USED,
  emailChangeConfirmed,
  emailChangeSent,
} from "../../../domain/account-texts.ts";
import { PASSWORD_TOO_COMMON } from "../../../domain/password-policy.ts";
import { makeWorld, type World } from "../../fakes/application-world.ts";

const HOUR = 3_600_000;

/** The token of the confirmation link in the newest mail to an address. */
const linkTokenTo = (world: World, address: string): string => {
  const mail = world.mailsTo(address).findLast((candidate) => candidate.kind === "confirm-email-change");
  const token = mail?.text.match(/\/api\/confirm-email\/\?token=(\S+)/)?.[1];
  if (token === undefined) throw new Error(`no confirmation link was mailed to ${address}`);
  return token;
};

const setUp = async () => {
  const world = makeWorld();
  await world.run(signUp({ email: "ann@example.com", password: "old password" }));
  await world.run(signUp({ email: "bo@example.com", password: "bo password" }));
  const login = () => world.run(logIn({ email: "ann@example.com", password: "old password", clientAddress: "a", previousSessionToken: null }));
  const here = await login();
  const elsewhere = await login();
  const current = Option.getOrThrow(await world.run(resolveSession(here.token)));
  return { world, here, elsewhere, current };
};

describe("updating email and password", () => {
  it("changes the password at once and ends the account's other sessions but not this one; the email waits for its link", async () => {
    const { world, here, elsewhere, current } = await setUp();
    expect(await world.run(updateCredentials(current, { email: "ann@new.example", password: "new password!", currentPassword: "old password" }))).toBe(
      emailChangeSent("ann@new.example"),
    );
    expect(Option.isSome(await world.run(resolveSession(here.token)))).toBe(true);
    expect(Option.isNone(await world.run(resolveSession(elsewhere.token)))).toBe(true);
    expect(world.data.accounts.get(current.userId)?.email).toBe("ann@example.com");
    const again = await world.run(logIn({ email: "ann@example.com", password: "new password!", clientAddress: "a", previousSessionToken: null }));
    expect(again.userId).toBe(current.userId);
  });

  it("keeps the password and every session when the password is blank", async () => {
    const { world, elsewhere, current } = await setUp();
    expect(await world.run(updateCredentials(current, { email: "ann@example.com", password: "", currentPassword: "old password" }))).toBe(ACCOUNT_UPDATED);
    expect(Option.isSome(await world.run(resolveSession(elsewhere.token)))).toBe(true);
    expect(world.data.accounts.get(current.userId)?.passwordHash).toBe("v2:old password");
  });

  it("mails a confirmation link to the new address and a notice to the old one, which also hears of a new password", async () => {
    const { world, current } = await setUp();
    await world.run(updateCredentials(current, { email: "ann@new.example", password: "new password!", currentPassword: "old password" }));
    expect(world.mailsTo("ann@example.com").map((mail) => mail.kind)).toEqual(["welcome", "password-changed", "email-change-requested"]);
    expect(world.mailsTo("ann@example.com").at(-1)?.text).toContain("ann@new.example");
    expect(world.mailsTo("ann@new.example").map((mail) => mail.kind)).toEqual(["confirm-email-change"]);
  });

  it("changes the email only when the link from the new address is followed, and then logs in with it", async () => {
    const { world, current } = await setUp();
    await world.run(updateCredentials(current, { email: "ann@new.example", password: "", currentPassword: "old password" }));
    expect(await world.at(HOUR, confirmEmailChange(linkTokenTo(world, "ann@new.example")))).toBe(emailChangeConfirmed("ann@new.example"));
    expect(world.data.accounts.get(current.userId)?.email).toBe("ann@new.example");
    const again = await world.at(HOUR, logIn({ email: "ann@new.example", password: "old password", clientAddress: "a", previousSessionToken: null }));
    expect(again.userId).toBe(current.userId);
  });

  it("refuses a link followed twice, after 24 hours, or not signed by the site, with a message for each", async () => {
    const { world, current } = await setUp();
    await world.run(updateCredentials(current, { email: "ann@new.example", password: "", currentPassword: "old password" }));
    const token = linkTokenTo(world, "ann@new.example");
    expect(await world.at(24 * HOUR, Effect.flip(confirmEmailChange(token)))).toMatchObject({ reason: "expired", message: EMAIL_CHANGE_LINK_EXPIRED });
    expect(world.data.accounts.get(current.userId)?.email).toBe("ann@example.com");
    await world.at(24 * HOUR - 1, confirmEmailChange(token));
    expect(await world.at(24 * HOUR - 1, Effect.flip(confirmEmailChange(token)))).toMatchObject({ reason: "used", message: EMAIL_CHANGE_LINK_USED });
    const forged = `${Buffer.from("email-change:made-up:9999999999999").toString("base64url")}.forged`;
    for (const bad of [forged, "", token.replace(".signed", ".other")]) {
      expect(await world.run(Effect.flip(confirmEmailChange(bad)))).toMatchObject({ reason: "invalid", message: EMAIL_CHANGE_LINK_INVALID });
    }
  });

  it("leaves the email alone when another account took the new address before the link was followed", async () => {
    const { world, current } = await setUp();
    await world.run(updateCredentials(current, { email: "cy@example.com", password: "", currentPassword: "old password" }));
    await world.run(signUp({ email: "CY@example.com", password: "cy password" }));
    expect(await world.run(Effect.flip(confirmEmailChange(linkTokenTo(world, "cy@example.com"))))).toMatchObject({
      reason: "taken",
      message: EMAIL_CHANGE_ADDRESS_TAKEN,
    });
    expect(world.data.accounts.get(current.userId)?.email).toBe("ann@example.com");
  });

  it("changes nothing without the right current password", async () => {
    const { world, current } = await setUp();
    const refused = await world.run(
      Effect.flip(updateCredentials(current, { email: "ann@new.example", password: "new password!", currentPassword: "a guess" })),
    );
    expect(refused).toMatchObject({ _tag: "InvalidAccountInput", field: "current_password", message: CURRENT_PASSWORD_WRONG });
    expect(world.data.accounts.get(current.userId)).toMatchObject({ email: "ann@example.com", passwordHash: "v2:old password" });
  });

  it("never says another account has an email: it answers as for any address, sends no link and mails that address's owner", async () => {
    const { world, current } = await setUp();
    expect(await world.run(updateCredentials(current, { email: "BO@example.com", password: "", currentPassword: "old password" }))).toBe(
      emailChangeSent("BO@example.com"),
    );
    expect(world.data.accounts.get(current.userId)?.email).toBe("ann@example.com");
    expect(world.mailsTo("BO@example.com").map((mail) => mail.kind)).toEqual(["address-in-use"]);
    expect(world.mailsTo("ann@example.com").map((mail) => mail.kind)).toEqual(["welcome"]);
  });

  it("refuses a common password", async () => {
    const { world, current } = await setUp();
    expect(
      await world.run(Effect.flip(updateCredentials(current, { email: "ann@example.com", password: "password1", currentPassword: "old password" }))),
    ).toMatchObject({
      field: "password",
      message: PASSWORD_TOO_COMMON,
    });
  });
});
