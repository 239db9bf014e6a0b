export const USERNAME_MAX_LENGTH = 30;

// Trimmed username, or null when it is empty, too long or holds control characters.
export const normaliseUsername = (input: string): string | null => {
  const name = input.trim();
  if (name === "" || [...name].length > USERNAME_MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name) ? null : name;
};
