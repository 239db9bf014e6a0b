import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../application/accounts/log-in.ts";
import { resolveSession } from "../../../application/accounts/resolve-session.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { updateCredentials } from "../../../application/accounts/update-credentials.ts";
import { ACCOUNT_UPDATED, CURRENT_PASSWORD_WRONG } from "../../../domain/account-texts.ts";
import { PASSWORD_TOO_COMMON } from "../../../domain/password-policy.ts";
import { makeWorld } from "../../fakes/application-world.ts";

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
  it("changes both and ends the account's other sessions but not this one", async () => {
    const { world, here, elsewhere, current } = await setUp();
    expect(await world.run(updateCredentials(current, { email: "ann@new.example", password: "new password!", currentPassword: "old password" }))).toBe(ACCOUNT_UPDATED);
    expect(Option.isSome(await world.run(resolveSession(here.token)))).toBe(true);
    expect(Option.isNone(await world.run(resolveSession(elsewhere.token)))).toBe(true);
    const again = await world.run(logIn({ email: "ann@new.example", password: "new password!", clientAddress: "a", previousSessionToken: null }));
    expect(again.userId).toBe(current.userId);
  });

  it("keeps the password and every session when the password is blank", async () => {
    const { world, elsewhere, current } = await setUp();
    await world.run(updateCredentials(current, { email: "ann@other.example", password: "", currentPassword: "old password" }));
    expect(Option.isSome(await world.run(resolveSession(elsewhere.token)))).toBe(true);
    expect(world.data.accounts.get(current.userId)?.passwordHash).toBe("v2:old password");
  });

  it("announces a new password and a new email to the old address", async () => {
    const { world, current } = await setUp();
    await world.run(updateCredentials(current, { email: "ann@new.example", password: "new password!", currentPassword: "old password" }));
    expect(world.mailsTo("ann@example.com").map((mail) => mail.kind)).toEqual(["welcome", "email-changed"]);
    expect(world.mailsTo("ann@new.example").map((mail) => mail.kind)).toEqual(["password-changed"]);
  });

  it("changes nothing without the right current password", async () => {
    const { world, current } = await setUp();
    const refused = await world.run(Effect.flip(updateCredentials(current, { email: "ann@new.example", password: "new password!", currentPassword: "a guess" })));
    expect(refused).toMatchObject({ _tag: "InvalidAccountInput", field: "current_password", message: CURRENT_PASSWORD_WRONG });
    expect(world.data.accounts.get(current.userId)).toMatchObject({ email: "ann@example.com", passwordHash: "v2:old password" });
  });

  it("never says another account has an email: it answers as usual, keeps the email and mails that address's owner", async () => {
    const { world, current } = await setUp();
    expect(await world.run(updateCredentials(current, { email: "BO@example.com", password: "", currentPassword: "old password" }))).toBe(ACCOUNT_UPDATED);
    expect(world.data.accounts.get(current.userId)?.email).toBe("ann@example.com");
    expect(world.mailsTo("BO@example.com").map((mail) => mail.kind)).toEqual(["address-in-use"]);
  });

  it("refuses a common password", async () => {
    const { world, current } = await setUp();
    expect(await world.run(Effect.flip(updateCredentials(current, { email: "ann@example.com", password: "password1", currentPassword: "old password" })))).toMatchObject({
      field: "password",
      message: PASSWORD_TOO_COMMON,
    });
  });
});
