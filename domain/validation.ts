export const PASSWORD_MAX_LENGTH = 50
export const UPDATE_PASSWORD_MIN_VALID_LENGTH = 6
export const INVALID_EMAIL = "Please enter a valid email address."

export const isValidEmail = (email: string): boolean => email.includes("@") && email.includes(".")

export const emailError = (email: string): string | null => (email === "" || isValidEmail(email) ? null : INVALID_EMAIL)

export const isValidPassword = (password: string): boolean =>
  password.length > 0 && password.length <= PASSWORD_MAX_LENGTH

export const canSubmitCredentials = (email: string, password: string, processing: boolean): boolean =>
  !processing && isValidEmail(email) && isValidPassword(password)

export type UpdatePasswordState = "keep current" | "valid" | "invalid"

export const updatePasswordState = (password: string): UpdatePasswordState => {
  if (password === "") return "keep current"
  return password.length >= UPDATE_PASSWORD_MIN_VALID_LENGTH && password.length <= PASSWORD_MAX_LENGTH ? "valid" : "invalid"
}

export const canResetPassword = (password: string, running: boolean): boolean =>
  !running && isValidPassword(password)

export const canRequestPasswordReset = (email: string, running: boolean): boolean => !running && isValidEmail(email)
