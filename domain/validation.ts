import { PASSWORD_LENGTH_NOTE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy.ts";

// The length rule of the password policy, which the forms check as the user types.
export { PASSWORD_LENGTH_NOTE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const INVALID_EMAIL = "Please enter a valid email address.";

export const isValidEmail = (email: string): boolean => email.includes("@") && email.includes(".");

export const emailError = (email: string): string | null => (email === "" || isValidEmail(email) ? null : INVALID_EMAIL);

// Logging in takes any password the field allows: the server judges it.
export const isValidPassword = (password: string): boolean => password.length > 0 && password.length <= PASSWORD_MAX_LENGTH;

/** A new password (sign up, update, reset) has the length the server's password policy asks for. */
export const hasAllowedPasswordLength = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

export const canSubmitCredentials = (email: string, password: string, processing: boolean): boolean =>
  !processing && isValidEmail(email) && isValidPassword(password);

export const canSignUp = (email: string, password: string, processing: boolean): boolean =>
  !processing && isValidEmail(email) && hasAllowedPasswordLength(password);

export const canResetPassword = (password: string, running: boolean): boolean => !running && hasAllowedPasswordLength(password);

export const canRequestPasswordReset = (email: string, running: boolean): boolean => !running && isValidEmail(email);
