import { Schema } from "effect";

export const NUL_REFUSED = "Text must not contain a NUL character (U+0000).";
export const BROKEN_TEXT_REFUSED = "Text must be valid Unicode (it has half of a surrogate pair).";

/** Why a string cannot be stored as text, or null: PostgreSQL text holds no NUL, and a lone surrogate is not Unicode. */
export const textProblem = (text: string): string | null => {
  if (text.includes("\u0000")) return NUL_REFUSED;
  if (!text.isWellFormed()) return BROKEN_TEXT_REFUSED;
  return null;
};

export const storableText = Schema.makeFilter((text: string) => textProblem(text) ?? true);

/** Input text: storable and at most `maxLength` UTF-16 units long. */
export const Text = (maxLength: number) => Schema.String.check(storableText, Schema.isMaxLength(maxLength));

/** A path slug: 1 to 200 storable characters. */
export const Slug = Schema.String.check(storableText, Schema.isMinLength(1), Schema.isMaxLength(200));

export const EMAIL_MAX_LENGTH = 254;
/** Longer than any allowed password, short enough that hashing a guess stays cheap. */
export const PASSWORD_INPUT_MAX_LENGTH = 1000;
