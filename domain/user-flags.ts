import { Schema } from "effect";
import { titleWithYears } from "./presentation.ts";
import { StarRating } from "./star-rating.ts";

export const FLAG_KINDS = ["watched", "not_interested", "alert"] as const;

export const FlagKind = Schema.Literals(FLAG_KINDS);
export type FlagKind = typeof FlagKind.Type;

export const UserFlags = Schema.Struct({
  watched: Schema.Array(Schema.String),
  not_interested: Schema.Array(Schema.String),
  alerts: Schema.Array(Schema.String),
  stars: Schema.Record(Schema.String, StarRating),
});
export type UserFlags = typeof UserFlags.Type;

export const NO_FLAGS: UserFlags = { watched: [], not_interested: [], alerts: [], stars: {} };

export interface FlagSets {
  readonly watched: ReadonlySet<string>;
  readonly notInterested: ReadonlySet<string>;
  readonly alerts: ReadonlySet<string>;
}

export const flagSets = (flags: UserFlags): FlagSets => ({
  watched: new Set(flags.watched),
  notInterested: new Set(flags.not_interested),
  alerts: new Set(flags.alerts),
});

const listOf = (kind: FlagKind): "watched" | "not_interested" | "alerts" => (kind === "alert" ? "alerts" : kind);

export const hasFlag = (flags: UserFlags, kind: FlagKind, key: string): boolean => flags[listOf(kind)].includes(key);

// Un-watching a film also clears its star rating.
export const setFlag = (flags: UserFlags, kind: FlagKind, key: string, value: boolean): UserFlags => {
  const list = listOf(kind);
  const without = flags[list].filter((existing) => existing !== key);
  const next: UserFlags = { ...flags, [list]: value ? [...without, key] : without };
  if (kind !== "watched" || value || !(key in flags.stars)) return next;
  const { [key]: _removed, ...stars } = flags.stars;
  return { ...next, stars };
};

export const setStars = (flags: UserFlags, key: string, stars: StarRating | null): UserFlags => {
  if (stars !== null) return { ...flags, stars: { ...flags.stars, [key]: stars } };
  const { [key]: _removed, ...rest } = flags.stars;
  return { ...flags, stars: rest };
};

export const FLAG_LIST_NAMES: Readonly<Record<FlagKind, string>> = {
  watched: "watched",
  not_interested: "not interested",
  alert: "film alerts",
};

export const flagToast = (kind: FlagKind, value: boolean, title: string, year: number | null): string =>
  value
    ? `Added '${titleWithYears({ title, year })}' to '${FLAG_LIST_NAMES[kind]}' list`
    : `Removed '${titleWithYears({ title, year })}' from '${FLAG_LIST_NAMES[kind]}' list`;

export const ALERT_TOOLTIP = "Add an alert, so you receive an email next time this film is on TV.";
