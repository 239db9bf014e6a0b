import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canRequestPasswordReset,
  canResetPassword,
  canSignUp,
  canSubmitCredentials,
  emailError,
  hasAllowedPasswordLength,
  isValidEmail,
  PASSWORD_LENGTH_NOTE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../domain/validation.ts";
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, passwordProblem } from "../../domain/password-policy.ts";
import { canSendFeedback } from "../../domain/feedback.ts";
import { searchKeyword } from "../../domain/keyword.ts";

describe("email and password rules", () => {
  it("accepts an email containing '@' and '.'", () => {
    expect(isValidEmail("ann@example.com")).toBe(true);
    expect(isValidEmail("ann@example")).toBe(false);
    expect(isValidEmail("ann.example.com")).toBe(false);
  });

  it("shows the invalid-email message only for a non-empty invalid email", () => {
    expect(emailError("ann")).toBe("Please enter a valid email address.");
    expect(emailError("")).toBeNull();
    expect(emailError("ann@example.com")).toBeNull();
  });

  it("enables login only with a valid email and a password the field allows, and while not processing", () => {
    expect(canSubmitCredentials("ann@example.com", "secret", false)).toBe(true);
    expect(canSubmitCredentials("ann@example.com", "secret", true)).toBe(false);
    expect(canSubmitCredentials("ann@example.com", "", false)).toBe(false);
    expect(canSubmitCredentials("ann@example.com", "x".repeat(51), false)).toBe(false);
    expect(canSubmitCredentials("ann", "secret", false)).toBe(false);
  });

  it("enables signup only with a password of the server's length, 8 to 50 characters", () => {
    expect(canSignUp("ann@example.com", "secret", false)).toBe(false);
    expect(canSignUp("ann@example.com", "secret12", false)).toBe(true);
    expect(canSignUp("ann@example.com", "secret12", true)).toBe(false);
    expect(canSignUp("ann@example.com", "x".repeat(51), false)).toBe(false);
    expect(canSignUp("ann", "secret12", false)).toBe(false);
  });

  it("states the length rule the forms show under a new password", () => {
    expect(PASSWORD_LENGTH_NOTE).toBe("Use 8 to 50 characters.");
  });

  it("judges a new password's length exactly as the server's password policy does", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (password) => {
        const lengthRefused = [PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG].includes(passwordProblem(password) ?? "");
        expect(hasAllowedPasswordLength(password)).toBe(!lengthRefused);
        expect(canResetPassword(password, false)).toBe(!lengthRefused);
        expect(canSignUp("ann@example.com", password, false)).toBe(!lengthRefused);
      }),
    );
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 50]);
  });

  it("blocks a short reset password and a forgot-password request without a valid email", () => {
    expect(canResetPassword("", false)).toBe(false);
    expect(canResetPassword("new one", false)).toBe(false);
    expect(canResetPassword("new one!", false)).toBe(true);
    expect(canResetPassword("new one!", true)).toBe(false);
    expect(canRequestPasswordReset("ann@example.com", false)).toBe(true);
    expect(canRequestPasswordReset("ann", false)).toBe(false);
  });

  it("requires feedback text and ignores an empty search keyword", () => {
    expect(canSendFeedback("  ")).toBe(false);
    expect(canSendFeedback("Great site")).toBe(true);
    expect(searchKeyword("   ")).toBeNull();
    expect(searchKeyword(" heat ")).toBe("heat");
  });

  it("accepts an email exactly when it has both '@' and '.'", () => {
    fc.assert(
      fc.property(fc.string(), (email) => {
        expect(isValidEmail(email)).toBe(email.includes("@") && email.includes("."));
        expect(emailError(email) === null).toBe(email === "" || isValidEmail(email));
      }),
    );
  });
});
