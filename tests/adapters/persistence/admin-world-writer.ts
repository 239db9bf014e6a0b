import type { Database } from "../../../adapters/persistence/database.ts";
import { boundArray } from "../../../adapters/persistence/bound-rows.ts";
import { insertRows as insert, insertTables, time } from "./insert-rows.ts";
import { titleMatchKey } from "../../../domain/title-match.ts";
import type { AdminWorld } from "../../application/contracts/admin-world.ts";

/** Loads the admin world into a migrated, empty database, keeping every id; accounts get ids 1, 2, 3... in order. */
export const writeAdminWorld = async (orm: Database, world: AdminWorld): Promise<void> => {
  const stars = [...new Set(world.titles.flatMap((t) => t.stars ?? []))];
  await insertTables(orm, {
    channel: world.channels.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    streaming_service: world.services.map((s) => ({ id: s.id, name: s.name, name_display: s.name, slug: s.slug })),
    title: world.titles.map((t) => ({
      id: t.id,
      kind: t.kind,
      imdb: t.imdb,
      slug: t.slug,
      title: t.title,
      match_key: titleMatchKey(t.title),
      year: t.year,
      created_at: time(t.createdAt),
      verified: t.verified,
      incorrect: boundArray("text", t.incorrect ?? []),
      poster_url: t.posterUrl ?? null,
      synopsis: t.synopsis ?? null,
      imdb_synopsis: t.imdbSynopsis ?? null,
      tvguide_synopsis: t.tvguideSynopsis ?? null,
      rotten_synopsis: t.rottenSynopsis ?? null,
      youtube: t.youtube ?? null,
      rotten_url: t.rottenUrl ?? null,
      rt_slug: t.rtSlug ?? null,
      rotten_status: t.rottenStatus ?? "UN",
      tmdb_kind: t.tmdbId === undefined ? null : t.kind === "film" ? "movie" : "tv",
      tmdb_id: t.tmdbId ?? null,
      full_data: t.fullData ?? false,
    })),
    person: stars.map((name, index) => ({ id: index + 1, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-") })),
    credit: world.titles.flatMap((t) => (t.stars ?? []).map((name, ord) => ({ title_id: t.id, person_id: stars.indexOf(name) + 1, role: "star", ord }))),
    show: world.shows.map((s) => ({
      id: s.id,
      title_id: s.titleId,
      time: time(s.time),
      streaming_service_id: s.serviceId ?? null,
      link: s.link ?? null,
      source: "admin-world",
    })),
    show_channel: world.shows.flatMap((s) => (s.channelId === undefined ? [] : [{ show_id: s.id, channel_id: s.channelId }])),
    review: world.reviews.map((r) => ({
      id: r.id,
      title_id: r.titleId,
      synopsis: r.synopsis,
      review: r.review,
      verified: r.verified,
      created_at: time(r.createdAt),
    })),
    film_report: world.reports.map((r) => ({ title_id: r.titleId, code: r.code, created_at: time(r.createdAt) })),
  });
  for (const account of world.accounts) {
    await insert(orm, "app_user", [
      {
        email: account.email,
        password_hash: "not-a-hash",
        role: account.admin ? "admin" : "user",
        terminated_at: account.terminated === true ? time(Date.UTC(2026, 0, 1)) : null,
      },
    ]);
  }
};
