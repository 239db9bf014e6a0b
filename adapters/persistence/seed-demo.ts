import type { EntityName } from "@mikro-orm/core";
import { generatedLogoPath, generatedPosterPath } from "../../domain/placeholder-art.ts";
import { titleMatchKey } from "../../domain/title-match.ts";
import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Advert } from "./entities/advert.ts";
import { App } from "./entities/app.ts";
import { Certificate } from "./entities/certificate.ts";
import { ChannelSystem } from "./entities/channel-system.ts";
import { Channel } from "./entities/channel.ts";
import { Credit } from "./entities/credit.ts";
import { Genre } from "./entities/genre.ts";
import { Language } from "./entities/language.ts";
import { Person } from "./entities/person.ts";
import { ShowChannel } from "./entities/show-channel.ts";
import { Show } from "./entities/show.ts";
import { SiteBanner } from "./entities/site-banner.ts";
import { StreamingService } from "./entities/streaming-service.ts";
import { System } from "./entities/system.ts";
import { TitleAka } from "./entities/title-aka.ts";
import { TitleGenre } from "./entities/title-genre.ts";
import { TitleLanguage } from "./entities/title-language.ts";
import { TitleSimilar } from "./entities/title-similar.ts";
import { Testimonial } from "./entities/testimonial.ts";
import { Title } from "./entities/title.ts";
import type { Database } from "./database.ts";
import type { DemoCatalogue, DemoFilm, DemoSeries } from "../importers/demo/demo-catalogue.ts";
import { slugOf, titleKeyOf } from "../importers/demo/demo-slug.ts";
import { similarFilms } from "../importers/demo/similar-films.ts";
import type { DemoShow } from "../importers/demo/generate-demo-week.ts";

export const DEMO_SOURCE = "demo";

export interface SeedSummary {
  readonly titles: number;
  readonly people: number;
  readonly channels: number;
  readonly services: number;
  readonly shows: number;
}

const chunked = async <T>(rows: ReadonlyArray<T>, size: number, write: (chunk: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
};

type EntityManager = SqlEntityManager;
type EntityClass = EntityName<object>;

// Rows carry plain foreign-key ids, which is what the SQL needs; chunks keep under PostgreSQL's parameter limit.
const insertReturningIds = async (em: EntityManager, entity: EntityClass, rows: ReadonlyArray<object>): Promise<number[]> => {
  const ids: number[] = [];
  await chunked(rows, 1000, async (chunk) => {
    const written = (await em
      .createQueryBuilder(entity)
      .insert(chunk)
      .returning(["id"] as never)
      .execute("all")) as unknown as Array<{ id: number }>;
    ids.push(...written.map((row) => row.id));
  });
  return ids;
};

const insertRows = async (em: EntityManager, entity: EntityClass, rows: ReadonlyArray<object>): Promise<void> =>
  chunked(rows, 1000, (chunk) => em.createQueryBuilder(entity).insert(chunk).execute());

// Reference rows (platforms, certificates, genres, languages, channels) may already be there: every database has them.
const ensureRowIds = async (
  em: EntityManager,
  entity: EntityClass,
  rows: ReadonlyArray<Record<string, unknown>>,
  key: string,
): Promise<Map<string, number>> => {
  await chunked(rows, 1000, (chunk) =>
    em
      .createQueryBuilder(entity)
      .insert(chunk)
      .onConflict(key as never)
      .ignore()
      .execute(),
  );
  const found = (await em.find(entity, { [key]: { $in: rows.map((row) => row[key]) } }, { fields: ["id", key] as never })) as Array<Record<string, unknown>>;
  return new Map(found.map((row) => [String(row[key]), Number(row.id)]));
};

const byKey = <T>(entries: ReadonlyArray<T>, demoKey: (entry: T) => string, rowKey: (entry: T) => string, ids: Map<string, number>): Map<string, number> =>
  new Map(entries.map((entry) => [demoKey(entry), ids.get(rowKey(entry)) ?? -1]));

const idMap = (keys: ReadonlyArray<string>, ids: ReadonlyArray<number>): Map<string, number> => new Map(keys.map((key, index) => [key, ids[index] ?? -1]));

const titleRow = (entry: DemoFilm | DemoSeries, kind: "film" | "series", certificateIds: Map<string, number>) => {
  const series = kind === "series" ? (entry as DemoSeries) : undefined;
  const film = kind === "film" ? (entry as DemoFilm) : undefined;
  const slug = slugOf(entry.title, entry.year);
  return {
    kind,
    imdb: titleKeyOf(entry),
    slug,
    title: entry.title,
    matchKey: titleMatchKey(entry.title),
    year: entry.year,
    yearEnd: series?.year_end ?? null,
    length: film?.length ?? series?.episode_length ?? null,
    certificate: certificateIds.get(entry.certificate) ?? null,
    posterUrl: generatedPosterPath(slug),
    synopsis: entry.synopsis,
    synopsisShort: entry.synopsis_short,
    audi: entry.audience,
    crit: entry.critics,
    imdbR: entry.imdb_r,
    rottenStatus: "UN",
    verified: true,
    incorrect: [],
    fullData: true,
    tmdbKind: kind === "film" ? "movie" : "tv",
  };
};

/** Writes the demo catalogue and a generated week into an empty database, in one transaction. */
export const seedDemoCatalogue = async (orm: Database, catalogue: DemoCatalogue, week: ReadonlyArray<DemoShow>): Promise<SeedSummary> =>
  orm.em.fork().transactional(async (em) => {
    const systemIds = byKey(
      catalogue.systems,
      (system) => String(system.id),
      (system) => system.name,
      await ensureRowIds(
        em,
        System,
        catalogue.systems.map((system) => ({ name: system.name, longName: system.long_name })),
        "name",
      ),
    );
    const certificateIds = await ensureRowIds(
      em,
      Certificate,
      catalogue.extras.certificates.map(({ name, rank, description }) => ({ name, rank, description, logo: null })),
      "name",
    );
    const titles: ReadonlyArray<{ entry: DemoFilm | DemoSeries; kind: "film" | "series" }> = [
      ...catalogue.films.map((entry) => ({ entry, kind: "film" as const })),
      ...catalogue.series.map((entry) => ({ entry, kind: "series" as const })),
    ];
    const genreNames = [...new Set(titles.flatMap(({ entry }) => entry.genres))].sort();
    const genreIds = byKey(
      genreNames,
      (name) => name,
      (name) => slugOf(name),
      await ensureRowIds(
        em,
        Genre,
        genreNames.map((name) => ({ name, slug: slugOf(name) })),
        "slug",
      ),
    );
    const languageNames = [...new Set(titles.flatMap(({ entry }) => entry.languages))].sort();
    const languageIds = await ensureRowIds(
      em,
      Language,
      languageNames.map((name) => ({ name })),
      "name",
    );

    const channelIds = await ensureRowIds(
      em,
      Channel,
      catalogue.channels.map((channel) => ({ name: channel.name, slug: channel.slug, hd: channel.hd, logo: generatedLogoPath(channel.slug) })),
      "slug",
    );
    await em
      .createQueryBuilder(ChannelSystem)
      .insert(
        catalogue.channels.flatMap((channel) =>
          channel.systems.map((entry) => ({ channel: channelIds.get(channel.slug), system: systemIds.get(String(entry.system)), number: entry.number })),
        ),
      )
      .onConflict(["channel", "system"])
      .ignore()
      .execute();
    await ensureRowIds(
      em,
      StreamingService,
      catalogue.services.map((service) => ({
        name: service.name,
        nameDisplay: service.name_display,
        slug: service.slug,
        kind: service.kind,
        available: service.available,
        logo: generatedLogoPath(service.slug),
      })),
      "slug",
    );

    const uniqueTitles = [...new Map(titles.map((title) => [titleKeyOf(title.entry), title])).values()];
    const titleIds = idMap(
      uniqueTitles.map(({ entry }) => titleKeyOf(entry)),
      await insertReturningIds(
        em,
        Title,
        uniqueTitles.map(({ entry, kind }) => titleRow(entry, kind, certificateIds)),
      ),
    );
    const idOfTitle = (entry: DemoFilm | DemoSeries) => titleIds.get(titleKeyOf(entry));
    await insertRows(
      em,
      TitleGenre,
      uniqueTitles.flatMap(({ entry }) => entry.genres.map((name, ord) => ({ title: idOfTitle(entry), genre: genreIds.get(name), ord }))),
    );
    await insertRows(
      em,
      TitleLanguage,
      uniqueTitles.flatMap(({ entry }) => entry.languages.map((name, ord) => ({ title: idOfTitle(entry), language: languageIds.get(name), ord }))),
    );
    await insertRows(
      em,
      TitleAka,
      uniqueTitles.flatMap(({ entry }) =>
        ("aka" in entry && entry.aka ? entry.aka : []).map((name, ord) => ({ title: idOfTitle(entry), ord, name, matchKey: titleMatchKey(name) })),
      ),
    );

    const similar = similarFilms(catalogue.films);
    await insertRows(
      em,
      TitleSimilar,
      [...similar].flatMap(([film, others]) =>
        others.map((other, ord) => ({ title: idOfTitle(film), similar: idOfTitle(other), ord })).filter((row) => row.title !== row.similar),
      ),
    );

    const peopleNames = [...new Set(uniqueTitles.flatMap(({ entry }) => [...entry.directors, ...entry.stars]))];
    const personSlugs = new Map<string, string>();
    const usedSlugs = new Set<string>();
    for (const name of peopleNames) {
      let slug = slugOf(name);
      for (let n = 2; usedSlugs.has(slug); n++) slug = slugOf(name, n);
      usedSlugs.add(slug);
      personSlugs.set(name, slug);
    }
    const personIds = idMap(
      peopleNames,
      await insertReturningIds(
        em,
        Person,
        peopleNames.map((name) => ({ name, slug: personSlugs.get(name) })),
      ),
    );
    await insertRows(
      em,
      Credit,
      uniqueTitles.flatMap(({ entry }) => [
        ...[...new Set(entry.directors)].map((name, ord) => ({ title: idOfTitle(entry), person: personIds.get(name), role: "director", ord })),
        ...[...new Set(entry.stars)].map((name, ord) => ({ title: idOfTitle(entry), person: personIds.get(name), role: "star", ord })),
      ]),
    );

    await insertRows(
      em,
      Testimonial,
      catalogue.extras.testimonials.map((entry, ord) => ({ ...entry, ord })),
    );
    await insertRows(
      em,
      SiteBanner,
      catalogue.extras.banners.map((banner) => ({ html: banner.text, active: true })),
    );
    await insertRows(
      em,
      Advert,
      catalogue.extras.adverts.map((advert) => ({ name: advert.text, linkUrl: advert.url, imageUrl: null, active: true })),
    );
    await insertRows(
      em,
      App,
      catalogue.extras.apps.map((app, ord) => ({ name: app.name, url: app.url, description: app.description, icon: `/apps/${slugOf(app.name)}.svg`, ord })),
    );

    const shows = await writeDemoWeek(em, catalogue, week);
    return {
      titles: uniqueTitles.length,
      people: peopleNames.length,
      channels: catalogue.channels.length,
      services: catalogue.services.length,
      shows,
    };
  });

const writeDemoWeek = async (em: EntityManager, catalogue: DemoCatalogue, week: ReadonlyArray<DemoShow>): Promise<number> => {
  await em.nativeDelete(Show, { source: DEMO_SOURCE });
  const titleIds = new Map((await em.find(Title, {}, { fields: ["id", "imdb"] })).map((title) => [title.imdb, title.id]));
  const channelIds = new Map((await em.find(Channel, {}, { fields: ["id", "slug"] })).map((channel) => [channel.slug, channel.id]));
  const serviceIds = new Map((await em.find(StreamingService, {}, { fields: ["id", "slug"] })).map((service) => [service.slug, service.id]));
  const systemIdByName = new Map((await em.find(System, {}, { fields: ["id", "name"] })).map((system) => [system.name, system.id]));
  const systemIds = new Map(catalogue.systems.map((system) => [String(system.id), systemIdByName.get(system.name) ?? system.id]));
  const playable = week.filter((show) => titleIds.has(show.titleKey));
  const showIds = await insertReturningIds(
    em,
    Show,
    playable.map((show) => ({
      title: titleIds.get(show.titleKey),
      time: new Date(show.time),
      art: show.art,
      streamingService: show.serviceSlug === null ? null : (serviceIds.get(show.serviceSlug) ?? null),
      link: show.link,
      availability: show.availability,
      premiereSystemIds: show.premiereSystemIds.map((id) => systemIds.get(String(id)) ?? id),
      season: show.season,
      episode: show.episode,
      nEpisodes: show.nEpisodes,
      episodeTitle: show.episodeTitle,
      subtitles: show.subtitles,
      audioDescribed: show.audioDescribed,
      signed: show.signed,
      source: DEMO_SOURCE,
    })),
  );
  await insertRows(
    em,
    ShowChannel,
    playable.flatMap((show, index) => show.channelSlugs.map((slug) => ({ show: showIds[index], channel: channelIds.get(slug) }))),
  );
  return playable.length;
};

/** Replaces the generated demo week (shows from the demo source only; imported schedules stay). */
export const replaceDemoWeek = async (orm: Database, catalogue: DemoCatalogue, week: ReadonlyArray<DemoShow>): Promise<number> =>
  orm.em.fork().transactional((em) => writeDemoWeek(em, catalogue, week));
