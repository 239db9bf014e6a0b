import { Effect } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALREADY_REGISTERED_MAILS, signUp } from "../../../application/accounts/sign-up.ts";
import { SIGNUP_ACCEPTED } from "../../../domain/account-texts.ts";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "../../../domain/password-policy.ts";
import { INVALID_EMAIL } from "../../../domain/validation.ts";
import { makeWorld } from "../../fakes/application-world.ts";

describe("signing up", () => {
  it("creates the account with a hashed password and queues a welcome mail", async () => {
    const world = makeWorld();
    expect(await world.run(signUp({ email: " Ann@Example.com ", password: "correct horse" }))).toBe(SIGNUP_ACCEPTED);
    const [account] = [...world.data.accounts.values()];
    expect(account?.email).toBe("Ann@Example.com");
    expect(account?.passwordHash).toBe("v2:correct horse");
    expect(world.mailsTo("Ann@Example.com").map((mail) => mail.kind)).toEqual(["welcome"]);
  });

  it("answers a taken email exactly as a new one, changes nothing and mails the owner instead", async () => {
    const world = makeWorld();
    await world.run(signUp({ email: "ann@example.com", password: "first password" }));
    const hashesBefore = world.hasher.hashes;
    const answer = await world.run(signUp({ email: "ANN@example.com", password: "second password" }));
    expect(answer).toBe(SIGNUP_ACCEPTED);
    expect(world.hasher.hashes).toBe(hashesBefore + 1);
    expect(world.data.accounts.size).toBe(1);
    expect([...world.data.accounts.values()][0]?.passwordHash).toBe("v2:first password");
    expect(world.data.outbox.map((row) => [row.mail.to, row.mail.kind])).toEqual([
      ["ann@example.com", "welcome"],
      ["ANN@example.com", "already-registered"],
    ]);
  });

  it("mails an address at most twice for 12 signups with it: the welcome, then one 'already registered' an hour", async () => {
    const world = makeWorld();
    for (let index = 0; index < 12; index++) await world.at(index * 1000, signUp({ email: "ann@example.com", password: `password number ${index}` }));
    expect(world.mailsTo("ann@example.com").map((mail) => mail.kind)).toEqual(["welcome", "already-registered"]);
    await world.at(ALREADY_REGISTERED_MAILS.windowMs + 1000, signUp({ email: "ann@example.com", password: "a later password" }));
    expect(world.mailsTo("ann@example.com")).toHaveLength(3);
  });

  it("refuses an invalid email with the message shown under the email field", async () => {
    const world = makeWorld();
    const error = await world.run(Effect.flip(signUp({ email: "not-an-email", password: "long enough" })));
    expect(error).toMatchObject({ _tag: "InvalidAccountInput", field: "email", message: INVALID_EMAIL });
  });

  it("refuses short, long and common passwords with the messages shown under the password field", async () => {
    const world = makeWorld();
    const problem = (password: string) => world.run(Effect.flip(signUp({ email: "bo@example.com", password })));
    expect(await problem("short")).toMatchObject({ field: "password", message: PASSWORD_TOO_SHORT });
    expect(await problem("x".repeat(51))).toMatchObject({ field: "password", message: PASSWORD_TOO_LONG });
    expect(await problem("Password123")).toMatchObject({ field: "password", message: PASSWORD_TOO_COMMON });
    expect(world.data.accounts.size).toBe(0);
    expect(world.data.outbox).toEqual([]);
  });

  it("never creates an account with a password shorter than the minimum", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), async (password) => {
        const world = makeWorld();
        await world.run(Effect.result(signUp({ email: "cy@example.com", password })));
        expect(world.data.accounts.size).toBe(0);
      }),
      { numRuns: 50 },
    );
  });
});
