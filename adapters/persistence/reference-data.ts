import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { generatedLogoPath, PLATFORMS, type ChannelRegistry, type PlatformKey } from "../../domain/channel-registry.ts";
import { UK_CHANNELS } from "../../domain/uk-channels.ts";
import type { Database } from "./database.ts";
import { Certificate } from "./entities/certificate.ts";
import { ChannelSystem } from "./entities/channel-system.ts";
import { Channel } from "./entities/channel.ts";
import { Genre } from "./entities/genre.ts";
import { Language } from "./entities/language.ts";
import { StreamingService } from "./entities/streaming-service.ts";
import { System } from "./entities/system.ts";

/** The site's genres (IMDb's film genres), by name and slug. */
export const REFERENCE_GENRES: ReadonlyArray<{ readonly name: string; readonly slug: string }> = [
  "Action",
  "Adventure",
  "Animation",
  "Biography",
  "Comedy",
  "Crime",
  "Documentary",
  "Drama",
  "Family",
  "Fantasy",
  "Film-Noir",
  "History",
  "Horror",
  "Music",
  "Musical",
  "Mystery",
  "Romance",
  "Sci-Fi",
  "Sport",
  "Thriller",
  "War",
  "Western",
].map((name) => ({ name, slug: name.toLowerCase() }));

/** The languages of the films UK channels show most. */
export const REFERENCE_LANGUAGES: ReadonlyArray<string> = [
  "English",
  "French",
  "German",
  "Italian",
  "Spanish",
  "Portuguese",
  "Dutch",
  "Danish",
  "Swedish",
  "Norwegian",
  "Finnish",
  "Icelandic",
  "Polish",
  "Czech",
  "Hungarian",
  "Romanian",
  "Greek",
  "Russian",
  "Turkish",
  "Arabic",
  "Hebrew",
  "Persian",
  "Hindi",
  "Punjabi",
  "Urdu",
  "Bengali",
  "Tamil",
  "Telugu",
  "Japanese",
  "Korean",
  "Mandarin",
  "Cantonese",
  "Thai",
  "Vietnamese",
  "Welsh",
  "Gaelic",
  "Irish",
  "Latin",
  "Yiddish",
  "British Sign Language",
];

/** The BBFC certificates, ranked as the certificate filters use them. */
export const REFERENCE_CERTIFICATES: ReadonlyArray<{ readonly name: string; readonly rank: number; readonly description: string }> = [
  { name: "U", rank: 1, description: "Universal – suitable for everyone, including children aged four and over" },
  { name: "PG", rank: 2, description: "Parental Guidance – fine for general viewing, but some scenes may upset younger children" },
  { name: "12A", rank: 3, description: "Cinema only – suitable for 12 and over; under-12s may watch with an adult" },
  { name: "12", rank: 4, description: "Suitable for 12 and over; no one younger may rent or buy it" },
  { name: "15", rank: 5, description: "Suitable only for people aged 15 and over" },
  { name: "18", rank: 6, description: "Adults only – suitable only for people aged 18 and over" },
];

/** The UK streaming and on-demand services the site lists. */
export const REFERENCE_SERVICES: ReadonlyArray<{ readonly slug: string; readonly name: string; readonly kind: "streaming" | "ondemand" }> = [
  { slug: "netflix", name: "Netflix", kind: "streaming" },
  { slug: "prime-video", name: "Prime Video", kind: "streaming" },
  { slug: "disney-plus", name: "Disney+", kind: "streaming" },
  { slug: "apple-tv-plus", name: "Apple TV+", kind: "streaming" },
  { slug: "now", name: "NOW", kind: "streaming" },
  { slug: "sky-go", name: "Sky Go", kind: "streaming" },
  { slug: "paramount-plus", name: "Paramount+", kind: "streaming" },
  { slug: "mubi", name: "MUBI", kind: "streaming" },
  { slug: "bbc-iplayer", name: "BBC iPlayer", kind: "ondemand" },
  { slug: "itvx", name: "ITVX", kind: "ondemand" },
  { slug: "channel4", name: "Channel 4", kind: "ondemand" },
  { slug: "my5", name: "My5", kind: "ondemand" },
  { slug: "u", name: "U", kind: "ondemand" },
];

const channelRows = (registry: ChannelRegistry) =>
  registry.map((channel) => ({ name: channel.name, slug: channel.slug, hd: channel.hd, logo: channel.logo ?? generatedLogoPath(channel.slug) }));

/** Writes the registry's channels and platform numbers that are missing; an operator's changes to existing rows stay. */
export const ensureRegistryChannels = async (em: SqlEntityManager, registry: ChannelRegistry): Promise<void> => {
  await em.createQueryBuilder(Channel).insert(channelRows(registry)).onConflict("slug").ignore().execute();
  const channelIds = new Map(
    (await em.find(Channel, { slug: { $in: registry.map((channel) => channel.slug) } }, { fields: ["id", "slug"] })).map((row) => [row.slug, row.id]),
  );
  const systemIds = new Map((await em.find(System, {}, { fields: ["id", "name"] })).map((row) => [row.name, row.id]));
  const numbers = registry.flatMap((channel) =>
    PLATFORMS.flatMap(({ key, name }) => {
      const number = channel.numbers[key satisfies PlatformKey];
      const channelId = channelIds.get(channel.slug);
      const systemId = systemIds.get(name);
      return number === undefined || channelId === undefined || systemId === undefined ? [] : [{ channel: channelId, system: systemId, number }];
    }),
  );
  if (numbers.length > 0) await em.createQueryBuilder(ChannelSystem).insert(numbers).onConflict(["channel", "system"]).ignore().execute();
};

/**
 * Makes sure every database holds the reference data (platforms, genres, languages, BBFC certificates, streaming
 * services and the UK channel registry), demo or not. Idempotent: it adds what is missing and changes nothing else.
 */
export const ensureReferenceData = async (orm: Database, registry: ChannelRegistry = UK_CHANNELS): Promise<void> =>
  orm.em.fork().transactional(async (em) => {
    await em
      .createQueryBuilder(System)
      .insert(PLATFORMS.map(({ name, longName }) => ({ name, longName })))
      .onConflict("name")
      .ignore()
      .execute();
    await em
      .createQueryBuilder(Genre)
      .insert([...REFERENCE_GENRES])
      .onConflict("slug")
      .ignore()
      .execute();
    await em
      .createQueryBuilder(Language)
      .insert(REFERENCE_LANGUAGES.map((name) => ({ name })))
      .onConflict("name")
      .ignore()
      .execute();
    await em
      .createQueryBuilder(Certificate)
      .insert(REFERENCE_CERTIFICATES.map((certificate) => ({ ...certificate, logo: null })))
      .onConflict("name")
      .ignore()
      .execute();
    await em
      .createQueryBuilder(StreamingService)
      .insert(REFERENCE_SERVICES.map(({ slug, name, kind }) => ({ slug, name: slug, nameDisplay: name, kind, available: true, logo: generatedLogoPath(slug) })))
      .onConflict("slug")
      .ignore()
      .execute();
    await ensureRegistryChannels(em, registry);
  });
