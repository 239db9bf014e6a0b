export const INCORRECT_CREDENTIALS = "Incorrect email or password."
export const SIGNUP_ACCEPTED = "Thanks for signing up! We have sent you an email. Log in with your email and password to start."
export const RESET_LINK_SENT = "Check your email!"
export const PASSWORD_RESET_DONE = "Password reset successfully"
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please ask for a new one."
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct."
export const ACCOUNT_UPDATED = "Your email and password are up to date."
export const USERNAME_INVALID = "Username must be 1 to 30 characters, without line breaks."
export const FILM_NOT_FOUND = "This film is not in our database."
export const CHANNEL_LIST_NOT_FOUND = "This channels list does not exist."
export const CHANNEL_NOT_FOUND = "This channel does not exist."
export const IMAGE_TOO_LARGE = "The image must be at most 5 MB."
export const IMAGE_INVALID = "Please upload a JPEG, PNG, WebP, GIF or AVIF image of at most 4000x4000 pixels."

export const tooManyLoginAttempts = (seconds: number): string =>
  `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`
