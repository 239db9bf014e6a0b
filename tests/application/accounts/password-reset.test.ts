import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../application/accounts/log-in.ts";
import { requestPasswordReset } from "../../../application/accounts/request-password-reset.ts";
import { resetPassword } from "../../../application/accounts/reset-password.ts";
import { resolveSession } from "../../../application/accounts/resolve-session.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, RESET_LINK_SENT } from "../../../domain/account-texts.ts";
import { PASSWORD_TOO_SHORT } from "../../../domain/password-policy.ts";
import { makeWorld, SITE_URL } from "../../fakes/application-world.ts";

const HOUR = 3_600_000;

const withAccount = async () => {
  const world = makeWorld();
  await world.run(signUp({ email: "Ann@Example.com", password: "old password" }));
  world.data.outbox.splice(0);
  return world;
};

const linkIn = (text: string) => /https:\/\/\S+/.exec(text)?.[0] ?? "";

describe("password reset", () => {
  it("mails a link to the public site carrying a 256-bit token that is stored only as a digest", async () => {
    const world = await withAccount();
    expect(await world.run(requestPasswordReset({ email: "ann@example.com" }))).toBe(RESET_LINK_SENT);
    const [mail] = world.data.outbox.map((row) => row.mail);
    const token = world.tokens.at(-1) ?? "";
    expect(mail?.to).toBe("Ann@Example.com");
    expect(linkIn(mail?.text ?? "")).toBe(`${SITE_URL}/reset/${token}`);
    expect(mail?.html).toContain(`href="${SITE_URL}/reset/${token}"`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect([...world.data.resets.keys()].some((digest) => digest.includes(token))).toBe(false);
    expect([...world.data.resets.values()][0]?.expiresAt).toBe(world.start + HOUR);
  });

  it("answers an unknown email the same way and sends nothing", async () => {
    const world = await withAccount();
    expect(await world.run(requestPasswordReset({ email: "nobody@example.com" }))).toBe(RESET_LINK_SENT);
    expect(world.data.outbox).toEqual([]);
    expect(world.data.resets.size).toBe(0);
  });

  it("sets the new password once, ends every session, and the new password logs in", async () => {
    const world = await withAccount();
    const session = await world.run(logIn({ email: "ann@example.com", password: "old password", clientAddress: "a", previousSessionToken: null }));
    await world.run(requestPasswordReset({ email: "ann@example.com" }));
    const token = world.tokens.at(-1) ?? "";
    expect(await world.at(1000, resetPassword({ token, password: "brand new secret" }))).toBe(PASSWORD_RESET_DONE);
    expect(Option.isNone(await world.at(2000, resolveSession(session.token)))).toBe(true);
    const again = await world.at(3000, Effect.flip(resetPassword({ token, password: "another new one" })));
    expect(again).toMatchObject({ _tag: "ResetLinkInvalid", message: RESET_LINK_INVALID });
    const refused = await world.at(
      4000,
      Effect.flip(logIn({ email: "ann@example.com", password: "old password", clientAddress: "a", previousSessionToken: null })),
    );
    expect(refused._tag).toBe("LoginRefused");
    const fresh = await world.at(5000, logIn({ email: "ann@example.com", password: "brand new secret", clientAddress: "a", previousSessionToken: null }));
    expect(fresh.userId).toBe(session.userId);
  });

  it("refuses a token after one hour", async () => {
    const world = await withAccount();
    await world.run(requestPasswordReset({ email: "ann@example.com" }));
    const token = world.tokens.at(-1) ?? "";
    expect((await world.at(HOUR, Effect.flip(resetPassword({ token, password: "brand new secret" }))))._tag).toBe("ResetLinkInvalid");
  });

  it("refuses a weak new password without spending the token", async () => {
    const world = await withAccount();
    await world.run(requestPasswordReset({ email: "ann@example.com" }));
    const token = world.tokens.at(-1) ?? "";
    expect(await world.run(Effect.flip(resetPassword({ token, password: "short" })))).toMatchObject({ field: "password", message: PASSWORD_TOO_SHORT });
    expect(await world.run(resetPassword({ token, password: "long enough now" }))).toBe(PASSWORD_RESET_DONE);
  });

  it("refuses made-up tokens", async () => {
    const world = await withAccount();
    for (const token of ["", "abc", "A".repeat(43), "../../etc/passwd"]) {
      expect((await world.run(Effect.flip(resetPassword({ token, password: "long enough now" }))))._tag).toBe("ResetLinkInvalid");
    }
  });

  it("sends at most three reset mails an hour to one account", async () => {
    const world = await withAccount();
    for (let index = 0; index < 5; index++) await world.at(index * 1000, requestPasswordReset({ email: "ann@example.com" }));
    expect(world.data.outbox).toHaveLength(3);
    await world.at(HOUR + 10_000, requestPasswordReset({ email: "ann@example.com" }));
    expect(world.data.outbox).toHaveLength(4);
  });
});
