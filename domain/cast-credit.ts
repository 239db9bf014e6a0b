/** One actor as a listing credits them: the person, and the part they play when the listing says. */
export interface CastCredit {
  readonly name: string;
  readonly character: string | null;
}

const ROLE_DASH_ACTOR = " - ";
const ACTOR_PAREN_ROLE = /^(.*\S)\s*\(([^()]+)\)$/;
const NOT_A_PART = new Set(["voice", "uncredited", "archive footage", "cameo"]);

const credit = (name: string, character: string | null): CastCredit => {
  const part = character?.trim() ?? "";
  return { name: name.trim(), character: part === "" ? null : part };
};

/**
 * Splits a listing's actor credit into person and character: Radio Times style "Bobby Trench - Denzel Washington"
 * (character first), "Denzel Washington (Bobby Trench)", or a role given apart (XMLTV's role attribute).
 * A hyphen without spaces ("Jean-Claude Van Damme") and a note such as "(voice)" is no character.
 */
export const splitCastCredit = (text: string, role?: string): CastCredit => {
  const whole = text.trim();
  if (role !== undefined && role.trim() !== "") return credit(whole, role);
  const dash = whole.lastIndexOf(ROLE_DASH_ACTOR);
  if (dash > 0 && dash + ROLE_DASH_ACTOR.length < whole.length) {
    return credit(whole.slice(dash + ROLE_DASH_ACTOR.length), whole.slice(0, dash));
  }
  const paren = ACTOR_PAREN_ROLE.exec(whole);
  if (paren?.[1] !== undefined && paren[2] !== undefined) {
    return credit(paren[1], NOT_A_PART.has(paren[2].trim().toLowerCase()) ? null : paren[2]);
  }
  return credit(whole, null);
};
