import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMMON_PASSWORDS,
  PASSWORD_IS_EMAIL,
  PASSWORD_LENGTH_NOTE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
  typedPasswordProblem,
} from "../../domain/password-policy.ts";

describe("the password policy", () => {
  it("accepts 8 to 50 characters that are not on the common list", () => {
    expect(passwordProblem("a".repeat(7))).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("correct horse")).toBeNull();
    expect(passwordProblem("x".repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem("x".repeat(PASSWORD_MAX_LENGTH + 1))).toBe(PASSWORD_TOO_LONG);
  });

  it("refuses the common passwords in any letter case, and the email address itself", () => {
    expect(passwordProblem("Password1")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("QWERTYUIOP")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("Ann@Example.com", "ann@example.com")).toBe(PASSWORD_IS_EMAIL);
  });

  it("lists only passwords the length rule would otherwise let through", () => {
    for (const common of COMMON_PASSWORDS) {
      expect(common.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(common).toBe(common.toLowerCase());
    }
  });

  it("judges by length first: every too-short or too-long password gets the length message", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), fc.string({ minLength: PASSWORD_MAX_LENGTH + 1, maxLength: 80 })), (password) => {
        expect([PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG]).toContain(passwordProblem(password));
      }),
    );
  });

  it("shows a password being typed the length rule, then the server's other refusals, then nothing", () => {
    expect(typedPasswordProblem("x".repeat(PASSWORD_MIN_LENGTH - 1))).toBe(PASSWORD_LENGTH_NOTE);
    expect(typedPasswordProblem("x".repeat(PASSWORD_MAX_LENGTH + 1))).toBe(PASSWORD_LENGTH_NOTE);
    expect(typedPasswordProblem("Password123")).toBe(PASSWORD_TOO_COMMON);
    expect(typedPasswordProblem("ann@example.com", "Ann@example.com")).toBe(PASSWORD_IS_EMAIL);
    expect(typedPasswordProblem("x".repeat(PASSWORD_MIN_LENGTH))).toBeNull();
  });

  it("finds a typed password acceptable exactly when the server's policy does", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...COMMON_PASSWORDS)), fc.emailAddress(), (password, email) => {
        expect(typedPasswordProblem(password, email) === null).toBe(passwordProblem(password, email) === null);
      }),
    );
  });
});
