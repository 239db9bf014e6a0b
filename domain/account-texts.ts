export const INCORRECT_CREDENTIALS = "Incorrect email or password.";
export const SIGNUP_ACCEPTED = "Thanks for signing up! We have sent you an email. Log in with your email and password to start.";
export const RESET_LINK_SENT = "Check your email!";
export const PASSWORD_RESET_DONE = "Password reset successfully";
export const RESET_LINK_VALID_MINUTES = 60;
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please ask for a new one.";
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct.";
export const ACCOUNT_UPDATED = "Your email and password are up to date.";
export const USERNAME_INVALID = "Username must be 1 to 30 characters, without line breaks.";
export const FILM_NOT_FOUND = "This film is not in our database.";
export const CHANNEL_LIST_NOT_FOUND = "This channels list does not exist.";
export const CHANNEL_NOT_FOUND = "This channel does not exist.";
export const IMAGE_TOO_LARGE = "The image must be at most 5 MB.";
export const IMAGE_INVALID = "Please upload a JPEG, PNG, WebP, GIF or AVIF image of at most 4000x4000 pixels.";

export const tooManyLoginAttempts = (seconds: number): string =>
  `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
export const EMAIL_CHANGE_LINK_VALID_HOURS = 24;
export const EMAIL_CHANGE_LINK_INVALID = "This email confirmation link is not valid. You can change your email address again on your profile.";
export const EMAIL_CHANGE_LINK_EXPIRED = `This email confirmation link has expired (it works for ${EMAIL_CHANGE_LINK_VALID_HOURS} hours). Please change your email address again on your profile.`;
export const EMAIL_CHANGE_LINK_USED = "This email confirmation link has already been used. You can log in with your new email address.";
export const EMAIL_CHANGE_ADDRESS_TAKEN = "This email address now belongs to another account, so your email address has not changed.";

export const emailChangeSent = (email: string): string =>
  `We have sent a link to ${email}. Your email address changes when you open it (within ${EMAIL_CHANGE_LINK_VALID_HOURS} hours).`;

export const emailChangeConfirmed = (email: string): string => `Your email address is now ${email}. Log in with it from now on.`;

export const LOGIN_UNLOCK_LINK_VALID_MINUTES = 60;
export const LOGIN_UNLOCK_SENT = "If this account's login is being slowed, we have emailed its owner a link to unlock it.";
export const LOGIN_UNLOCKED = "Your account's login is unlocked, and this browser is now one you have logged in with. You can log in now.";
export const LOGIN_UNLOCK_LINK_INVALID = "This unlock link is not valid. You can ask for a new one on the login form.";
export const LOGIN_UNLOCK_LINK_EXPIRED = `This unlock link has expired (it works for ${LOGIN_UNLOCK_LINK_VALID_MINUTES} minutes). You can ask for a new one on the login form.`;
