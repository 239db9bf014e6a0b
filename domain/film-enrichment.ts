/** The title fields a film-data job may fill, as columns of the title. */
export interface EnrichableFields {
  readonly poster_url: string | null;
  readonly backdrop_url: string | null;
  readonly youtube: string | null;
  readonly synopsis: string | null;
  /** The listing row's text, made from the synopsis (shortSynopsis). */
  readonly synopsis_short: string | null;
  readonly length: number | null;
  readonly crit: number | null;
  readonly metascore: number | null;
  readonly imdb_r: number | null;
  readonly tmdb_kind: "movie" | "tv" | null;
  readonly tmdb_id: number | null;
}

export type EnrichableField = keyof EnrichableFields;

/** What a title holds now, and which of its fields an admin has edited. */
export interface EnrichmentBase {
  readonly fields: EnrichableFields;
  readonly verified: boolean;
  /** Audited field names (`youtube`, `tmdb_id`, `rotten_url`...) whose last admin change was not a reset. */
  readonly adminEdited: ReadonlyArray<string>;
}

// which admin-audited field guards which enrichable column
const GUARDED_BY: Partial<Record<EnrichableField, string>> = { youtube: "youtube", tmdb_id: "tmdb_id", tmdb_kind: "tmdb_id", crit: "rotten_url" };

// filled only when empty, whatever the source says later: the site's own texts, and the IMDb dataset's rating
const ONLY_WHEN_EMPTY: ReadonlySet<EnrichableField> = new Set(["synopsis", "synopsis_short", "imdb_r"]);

/**
 * The fields to write: a field an admin edited is never touched, a verified title only gets fields it lacks,
 * missing data never erases what is there, and a field that would not change is left out (so a second run writes nothing).
 */
export const planEnrichment = (base: EnrichmentBase, found: Partial<EnrichableFields>): Partial<EnrichableFields> => {
  const plan: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(found) as Array<[EnrichableField, EnrichableFields[EnrichableField] | undefined]>) {
    if (value === null || value === undefined) continue;
    const guard = GUARDED_BY[key];
    if (guard !== undefined && base.adminEdited.includes(guard)) continue;
    const current = base.fields[key];
    if (current !== null && (base.verified || ONLY_WHEN_EMPTY.has(key))) continue;
    if (current === value) continue;
    plan[key] = value;
  }
  return plan;
};

export type OfferKind = "flatrate" | "free" | "ads" | "rent" | "buy";

/** How the site names each kind of offer, best first: one offer per service is shown. */
export const OFFER_KINDS: ReadonlyArray<readonly [OfferKind, string]> = [
  ["flatrate", "Included with subscription"],
  ["free", "Free"],
  ["ads", "Free with adverts"],
  ["rent", "To rent"],
  ["buy", "To buy"],
];

/** A watch provider's name as a key that matches the site's service names and slugs. */
const PROVIDER_ALIASES: Readonly<Record<string, string>> = {
  "amazon-prime-video": "prime-video",
  "amazon-video": "prime-video",
  "disney-plus": "disney-plus",
  "apple-tv": "apple-tv-plus",
  "apple-tv-plus": "apple-tv-plus",
  "now-tv": "now",
  "now-tv-cinema": "now",
  "channel-4": "channel4",
  "all-4": "channel4",
  itvx: "itvx",
  my5: "my5",
  "channel-5": "my5",
  "uktv-play": "u",
  "paramount-plus": "paramount-plus",
  mubi: "mubi",
  "bbc-iplayer": "bbc-iplayer",
  "sky-go": "sky-go",
  netflix: "netflix",
  "netflix-basic-with-ads": "netflix",
};

/** The site service key a provider name stands for; `slugOf` is the site's slug rule, passed in to keep this pure. */
export const providerKey = (providerName: string, slugOf: (text: string) => string): string => {
  const slug = slugOf(providerName);
  return PROVIDER_ALIASES[slug] ?? slug;
};
