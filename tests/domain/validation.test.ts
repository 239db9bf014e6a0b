import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  canRequestPasswordReset,
  canResetPassword,
  canSubmitCredentials,
  emailError,
  isValidEmail,
  updatePasswordState
} from "../../domain/validation.ts"
import { canSendFeedback } from "../../domain/feedback.ts"
import { searchKeyword } from "../../domain/keyword.ts"

describe("email and password rules", () => {
  it("accepts an email containing '@' and '.'", () => {
    expect(isValidEmail("ann@example.com")).toBe(true)
    expect(isValidEmail("ann@example")).toBe(false)
    expect(isValidEmail("ann.example.com")).toBe(false)
  })

  it("shows the invalid-email message only for a non-empty invalid email", () => {
    expect(emailError("ann")).toBe("Please enter a valid email address.")
    expect(emailError("")).toBeNull()
    expect(emailError("ann@example.com")).toBeNull()
  })

  it("enables login and signup only with a valid email and password and while not processing", () => {
    expect(canSubmitCredentials("ann@example.com", "secret", false)).toBe(true)
    expect(canSubmitCredentials("ann@example.com", "secret", true)).toBe(false)
    expect(canSubmitCredentials("ann@example.com", "", false)).toBe(false)
    expect(canSubmitCredentials("ann@example.com", "x".repeat(51), false)).toBe(false)
    expect(canSubmitCredentials("ann", "secret", false)).toBe(false)
  })

  it("keeps the current password when the update field is blank and needs more than 5 characters otherwise", () => {
    expect(updatePasswordState("")).toBe("keep current")
    expect(updatePasswordState("12345")).toBe("invalid")
    expect(updatePasswordState("123456")).toBe("valid")
    expect(updatePasswordState("x".repeat(51))).toBe("invalid")
  })

  it("blocks an empty reset password and a forgot-password request without a valid email", () => {
    expect(canResetPassword("", false)).toBe(false)
    expect(canResetPassword("new one", false)).toBe(true)
    expect(canResetPassword("new one", true)).toBe(false)
    expect(canRequestPasswordReset("ann@example.com", false)).toBe(true)
    expect(canRequestPasswordReset("ann", false)).toBe(false)
  })

  it("requires feedback text and ignores an empty search keyword", () => {
    expect(canSendFeedback("  ")).toBe(false)
    expect(canSendFeedback("Great site")).toBe(true)
    expect(searchKeyword("   ")).toBeNull()
    expect(searchKeyword(" heat ")).toBe("heat")
  })

  it("accepts an email exactly when it has both '@' and '.'", () => {
    fc.assert(
      fc.property(fc.string(), (email) => {
        expect(isValidEmail(email)).toBe(email.includes("@") && email.includes("."))
        expect(emailError(email) === null).toBe(email === "" || isValidEmail(email))
      })
    )
  })
})
