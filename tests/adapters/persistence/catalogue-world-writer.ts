import { titleMatchKey } from "../../../domain/title-match.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { sql } from "kysely";
import { boundArray, unnestRows } from "../../../adapters/persistence/bound-rows.ts";
import { insertTables, time } from "./insert-rows.ts";
import type { CatalogueWorld, InboxRecord } from "../../application/contracts/catalogue-world.ts";

/** Loads the world into a migrated, empty database, keeping every id. */
export const writeCatalogueWorld = async (orm: Database, world: CatalogueWorld): Promise<void> => {
  await insertTables(orm, {
    system: world.systems.map((s) => ({ id: s.id, name: s.name, long_name: s.longName })),
    channel: world.channels.map((c) => ({ id: c.id, name: c.name, slug: c.slug, logo: c.logo, hd: c.hd })),
    channel_system: world.channels.flatMap((c) => c.systems.map(([system, number]) => ({ channel_id: c.id, system_id: system, number }))),
    streaming_service: world.services.map((s) => ({ id: s.id, name: s.name, name_display: s.nameDisplay, slug: s.slug, available: s.available })),
    genre: world.genres.map((g) => ({ ...g })),
    language: world.languages.map((l) => ({ ...l })),
    certificate: world.certificates.map((c) => ({ ...c, logo: null })),
    person: world.people.map((p) => ({ id: p.id, name: p.name, slug: p.slug, tmdb_id: p.tmdbId ?? null, tmdb_img: p.tmdbImg ?? null })),
    title: world.titles.map((t) => ({
      id: t.id,
      kind: t.kind,
      imdb: t.imdb,
      slug: t.slug,
      title: t.title,
      match_key: titleMatchKey(t.title),
      year: t.year,
      year_end: t.yearEnd ?? null,
      length: t.length,
      certificate_id: t.certificateId,
      synopsis: t.synopsis ?? null,
      synopsis_short: t.synopsisShort ?? null,
      review: t.review ?? null,
      youtube: t.youtube ?? null,
      audi: t.audi,
      crit: t.crit,
      imdb_r: t.imdbR,
      rotten_status: t.rottenStatus ?? "UN",
      rotten_url: t.rottenUrl ?? null,
      tmdb_kind: t.tmdbId === undefined ? null : t.kind === "film" ? "movie" : "tv",
      tmdb_id: t.tmdbId ?? null,
      n_weekly: t.nWeekly ?? 0,
      verified: true,
      full_data: true,
    })),
    title_genre: world.titles.flatMap((t) => t.genreIds.map((genre, ord) => ({ title_id: t.id, genre_id: genre, ord }))),
    title_language: world.titles.flatMap((t) => t.languageIds.map((language, ord) => ({ title_id: t.id, language_id: language, ord }))),
    title_aka: world.titles.flatMap((t) => (t.akas ?? []).map((name, ord) => ({ title_id: t.id, ord, name, match_key: titleMatchKey(name) }))),
    credit: world.titles.flatMap((t) => [
      ...(t.starIds ?? []).map((person, ord) => ({ title_id: t.id, person_id: person, role: "star", ord })),
      ...(t.directorIds ?? []).map((person, ord) => ({ title_id: t.id, person_id: person, role: "director", ord })),
    ]),
    title_similar: world.titles.flatMap((t) => (t.similarIds ?? []).map((similar, ord) => ({ title_id: t.id, similar_id: similar, ord }))),
    show: world.shows.map((s) => ({
      id: s.id,
      title_id: s.titleId,
      time: time(s.time),
      art: s.art ?? null,
      streaming_service_id: s.serviceId ?? null,
      link: s.link ?? null,
      availability: s.availability ?? null,
      premiere_system_ids: boundArray("int", s.premiereSystemIds ?? []),
      season: s.season ?? null,
      episode: s.episode ?? null,
      n_episodes: s.nEpisodes ?? null,
      episode_title: s.episodeTitle ?? null,
      source: "world",
      subtitles: s.subtitles ?? false,
      signed: s.signed ?? false,
      audio_described: s.audioDescribed ?? false,
    })),
    show_channel: world.shows.flatMap((s) => (s.channelIds ?? []).map((channel) => ({ show_id: s.id, channel_id: channel }))),
    site_banner: world.banners.map((b) => ({ ...b })),
    advert: world.adverts.map((a) => ({ id: a.id, name: a.name, link_url: a.linkUrl, active: a.active })),
    app: world.apps.map((a, ord) => ({ ...a, ord })),
    title_catalogue: world.catalogue.map((c) => ({
      tconst: c.tconst,
      title: c.title,
      match_key: titleMatchKey(c.title),
      year: c.year,
      kind: c.kind,
      num_votes: c.numVotes,
    })),
  });
  const followers = world.titles.flatMap((t) => Array.from({ length: t.alerts ?? 0 }, (_, n) => ({ titleId: t.id, email: `alert-${t.id}-${n}@example.com` })));
  await insertTables(orm, {
    app_user: followers.map((f) => ({ email: f.email, password_hash: "not-a-hash" })),
  });
  await sql`insert into user_title (user_id, title_id, alert)
    select u.id, f.title_id, true from ${unnestRows("f", followers, [
      ["email", "text", (f) => f.email],
      ["title_id", "int", (f) => f.titleId],
    ])} join app_user u on u.email = f.email`.execute(orm.em.fork().getKysely());
};

/** Reads back what the site inbox wrote. */
export const readInbox = async (orm: Database): Promise<InboxRecord> => {
  const connection = orm.em.getConnection();
  const feedback = await connection.execute<Array<{ text: string; category: "SG" | "BG" | "OT"; email: string | null }>>(
    "select text, category, email from feedback order by id",
  );
  const clientErrors = await connection.execute<Array<{ url: string; method: string; message: string }>>(
    "select url, method, message from client_error order by id",
  );
  const reports = await connection.execute<Array<{ slug: string; code: string }>>(
    "select t.slug, r.code from film_report r join title t on t.id = r.title_id order by r.id",
  );
  const titles = await connection.execute<Array<{ slug: string; incorrect: Array<string> }>>("select slug, incorrect from title");
  const adverts = await connection.execute<Array<{ id: number; n_views: number | string }>>("select id, n_views from advert");
  return {
    feedback,
    clientErrors,
    reports,
    incorrect: (slug) => titles.find((t) => t.slug === slug)?.incorrect ?? [],
    advertViews: (id) => Number(adverts.find((a) => a.id === id)?.n_views ?? 0),
  };
};
