// The forms check the length as the user types (domain/validation.ts); the server applies the whole policy.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const PASSWORD_LENGTH_NOTE = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose one that is harder to guess.";
export const PASSWORD_IS_EMAIL = "Password must not be your email address.";

// The most used passwords of at least 8 characters in public breach corpora; shorter ones fail the length rule.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "123123123",
  "123456789a",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "1qaz2wsx",
  "11111111",
  "111111111",
  "00000000",
  "87654321",
  "88888888",
  "987654321",
  "0987654321",
  "123qweasd",
  "11223344",
  "12341234",
  "qwertyui",
  "qwertyuiop",
  "qwerty123",
  "qwerty12",
  "1qazxsw2",
  "zaq12wsx",
  "q1w2e3r4",
  "q1w2e3r4t5",
  "asdfghjk",
  "asdfghjkl",
  "password",
  "password1",
  "password12",
  "password123",
  "password!",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "iloveyou",
  "iloveyou1",
  "sunshine",
  "princess",
  "football",
  "football1",
  "baseball",
  "superman",
  "starwars",
  "whatever",
  "trustno1",
  "letmein1",
  "welcome1",
  "welcome123",
  "jennifer",
  "michelle",
  "liverpool",
  "chelsea1",
  "arsenal1",
  "manchester",
  "computer",
  "internet",
  "midnight",
  "mercedes",
  "corvette",
  "charlie1",
  "jordan23",
  "abcd1234",
  "abc12345",
  "abcdefgh",
  "aa123456",
  "a1234567",
  "a12345678",
  "qazwsxedc",
  "zxcvbnm1",
  "zxcvbnmm",
  "monkey12",
  "dragon12",
  "master12",
  "access14",
  "changeme",
  "tellyfilms",
  "default1",
  "admin123",
  "administrator",
  "secret12",
  "letmein123",
  "football123",
  "samsung1",
  "shadow12",
  "michael1",
  "pokemon1",
  "freedom1",
  "blink182",
  "killer12",
  "cheese12",
  "hello123",
  "loveyou1",
  "lovely12",
  "1password",
  "qwe123qwe",
  "123abc123",
  "myspace1",
  "babygirl",
  "babygirl1",
  "butterfly",
  "elizabeth",
  "carolina",
]);

// The message the UI shows under the password field, or null when the password is acceptable.
export const passwordProblem = (password: string, email?: string): string | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  if (email !== undefined && password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  return null;
};

/** What a form shows under a new password as it is typed: the length rule until the length holds, then why the server would refuse it, or null. */
export const typedPasswordProblem = (password: string, email?: string): string | null => {
  const problem = passwordProblem(password, email);
  return problem === PASSWORD_TOO_SHORT || problem === PASSWORD_TOO_LONG ? PASSWORD_LENGTH_NOTE : problem;
};
