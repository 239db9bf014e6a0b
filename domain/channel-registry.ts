import { Schema } from "effect";

/** The UK TV platforms whose channel numbers the site shows, by their key in the registry. */
export const PLATFORMS = [
  { key: "freeview", name: "Freeview", longName: "Freeview (digital terrestrial)" },
  { key: "freesat", name: "Freesat", longName: "Freesat (free-to-air satellite)" },
  { key: "sky", name: "Sky", longName: "Sky (satellite, Sky Glass and Sky Stream)" },
  { key: "virgin", name: "Virgin", longName: "Virgin Media" },
] as const;

export type PlatformKey = (typeof PLATFORMS)[number]["key"];

const ChannelNumber = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 9999 }));

export const PlatformNumbers = Schema.Struct({
  freeview: Schema.optionalKey(ChannelNumber),
  freesat: Schema.optionalKey(ChannelNumber),
  sky: Schema.optionalKey(ChannelNumber),
  virgin: Schema.optionalKey(ChannelNumber),
});
export type PlatformNumbers = typeof PlatformNumbers.Type;

const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** One channel of the UK registry: who it is, how feeds call it and where the platforms put it. */
export const RegistryChannel = Schema.Struct({
  slug: Slug,
  name: Schema.String.check(Schema.isNonEmpty()),
  /** Other names feeds and viewers use ("BBC1", "BBC One Lon"); "HD" and "+1" forms need no alias of their own. */
  aliases: Schema.Array(Schema.String),
  /** XMLTV channel ids of the common UK sources (Radio Times grabber ids, uk_freeview / iptv-org `.uk` ids). */
  xmltvIds: Schema.Array(Schema.String),
  numbers: PlatformNumbers,
  /** The channel broadcasts an HD simulcast ("Film4 HD" is this channel). */
  hd: Schema.Boolean,
  /** For a timeshift channel ("Film4 +1"): the slug of the channel it repeats. */
  timeshiftOf: Schema.optionalKey(Slug),
  /** A logo URL (http(s) or a site path); without one the site draws a generated logo. */
  logo: Schema.optionalKey(Schema.String),
});
export type RegistryChannel = typeof RegistryChannel.Type;

export const ChannelRegistry = Schema.Array(RegistryChannel);
export type ChannelRegistry = typeof ChannelRegistry.Type;

/**
 * The key a channel name is compared by: case, accents, punctuation and spaces dropped, "&" read as "and",
 * a trailing "HD" and a region ("BBC One Lon", "ITV1 Granada") kept, so aliases can name them.
 */
export const channelNameKey = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", "and")
    .replaceAll("+", "plus")
    .replace(/[^a-z0-9]+/g, "");

const HD_SUFFIX = /\s*(?:\bHD|\(HD\))\s*$/i;
const ID_STEM = /^([^.]+)\.uk$/;

/** The problems of a registry a reviewer must fix: duplicate slugs, ids, alias keys or platform numbers, and missing siblings. */
export const registryProblems = (registry: ChannelRegistry): ReadonlyArray<string> => {
  const problems: Array<string> = [];
  const seen = (kind: string, owners: Map<string, string>, key: string, slug: string) => {
    const owner = owners.get(key);
    if (owner !== undefined && owner !== slug) problems.push(`${kind} "${key}" belongs to both ${owner} and ${slug}`);
    else if (owner === slug && kind === "slug") problems.push(`slug "${slug}" appears twice`);
    owners.set(key, slug);
  };
  const slugs = new Map<string, string>();
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  const numbers = new Map<string, string>();
  for (const channel of registry) {
    seen("slug", slugs, channel.slug, channel.slug);
    for (const id of channel.xmltvIds) seen("XMLTV id", ids, id.toLowerCase(), channel.slug);
    for (const name of new Set([channel.name, ...channel.aliases].map(channelNameKey))) seen("name", names, name, channel.slug);
    for (const [platform, number] of Object.entries(channel.numbers)) seen(`${platform} number`, numbers, `${platform} ${number}`, channel.slug);
  }
  for (const channel of registry) {
    if (channel.timeshiftOf !== undefined && !slugs.has(channel.timeshiftOf))
      problems.push(`${channel.slug} repeats ${channel.timeshiftOf}, which is not in the registry`);
  }
  return problems;
};

export interface RegistryIndex {
  /** The registry channel a feed channel stands for: by XMLTV id first, then by any of its display names. */
  readonly place: (xmltvId: string, displayNames: ReadonlyArray<string>) => RegistryChannel | undefined;
}

/** Indexes a registry for placing feed channels; a display name matches with or without an "HD" suffix. */
export const indexRegistry = (registry: ChannelRegistry): RegistryIndex => {
  const byId = new Map<string, RegistryChannel>();
  const byName = new Map<string, RegistryChannel>();
  for (const channel of registry) {
    for (const id of channel.xmltvIds) byId.set(id.toLowerCase(), channel);
    for (const name of [channel.name, ...channel.aliases]) byName.set(channelNameKey(name), channel);
  }
  const byKey = (key: string): RegistryChannel | undefined => byName.get(key) ?? (key.endsWith("hd") ? byName.get(key.slice(0, -2)) : undefined);
  return {
    place: (xmltvId, displayNames) => {
      const id = xmltvId.trim().toLowerCase();
      const found = byId.get(id);
      if (found !== undefined) return found;
      for (const name of displayNames) {
        const named = byName.get(channelNameKey(name)) ?? byName.get(channelNameKey(name.replace(HD_SUFFIX, "")));
        if (named !== undefined) return named;
      }
      // uk_freeview / iptv-org style ids name the channel: "bbcone.uk", "Film4plus1.uk", "BBCOneHD.uk"
      const stem = ID_STEM.exec(id)?.[1];
      return stem === undefined ? undefined : byKey(channelNameKey(stem));
    },
  };
};

const isSitePath = (src: string): boolean => src.startsWith("/") && !src.startsWith("//");
const isWebUrl = (src: string): boolean => /^https?:\/\/[^\s/]+/i.test(src);

/** A usable image address: an http(s) URL or a path on the site; anything else (a file path, "data:", junk) is not. */
export const isUsableImageSource = (src: string | null | undefined): src is string =>
  src !== null && src !== undefined && (isWebUrl(src.trim()) || isSitePath(src.trim()));

/** The site's generated logo for a channel, drawn from its name. */
export const generatedLogoPath = (slug: string): string => `/logos/${slug}.svg`;

/** A SQL LIKE pattern that matches the generated logos. */
export const GENERATED_LOGO_PATTERN = "/logos/%.svg";

export const isGeneratedLogo = (logo: string): boolean => /^\/logos\/[^/]+\.svg$/.test(logo);

/** The logo a channel shows: the feed's icon when usable, else the registry's logo, else the generated one. */
export const channelLogo = (feedIcon: string | null | undefined, registryLogo: string | null | undefined, slug: string): string => {
  if (isUsableImageSource(feedIcon)) return feedIcon.trim();
  if (isUsableImageSource(registryLogo)) return registryLogo.trim();
  return generatedLogoPath(slug);
};
