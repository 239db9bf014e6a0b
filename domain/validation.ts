// The length rule of the password policy (domain/password-policy.ts); the forms check it as the user types.
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 50
export const PASSWORD_LENGTH_NOTE = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`
export const INVALID_EMAIL = "Please enter a valid email address."

export const isValidEmail = (email: string): boolean => email.includes("@") && email.includes(".")

export const emailError = (email: string): string | null => (email === "" || isValidEmail(email) ? null : INVALID_EMAIL)

// Logging in takes any password the field allows: the server judges it.
export const isValidPassword = (password: string): boolean =>
  password.length > 0 && password.length <= PASSWORD_MAX_LENGTH

/** A new password (sign up, update, reset) has the length the server's password policy asks for. */
export const hasAllowedPasswordLength = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH

export const canSubmitCredentials = (email: string, password: string, processing: boolean): boolean =>
  !processing && isValidEmail(email) && isValidPassword(password)

export const canSignUp = (email: string, password: string, processing: boolean): boolean =>
  !processing && isValidEmail(email) && hasAllowedPasswordLength(password)

export type UpdatePasswordState = "keep current" | "valid" | "invalid"

export const updatePasswordState = (password: string): UpdatePasswordState => {
  if (password === "") return "keep current"
  return hasAllowedPasswordLength(password) ? "valid" : "invalid"
}

export const canResetPassword = (password: string, running: boolean): boolean =>
  !running && hasAllowedPasswordLength(password)

export const canRequestPasswordReset = (email: string, running: boolean): boolean => !running && isValidEmail(email)
