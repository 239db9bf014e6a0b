import { Effect } from "effect";
import type { DataVersionShape } from "../../application/listings/data-version.ts";
import type { FilmSearchIndexShape } from "../../application/catalogue/film-search-index.ts";
import type { TitleReadModelShape } from "../../application/catalogue/title-read-model.ts";
import { LISTING_STARS, type ListingReadModelShape, type ListingRows } from "../../application/listings/listing-read-model.ts";
import type { LookupsReadModelShape } from "../../application/site/lookups-read-model.ts";
import type { RequestQuotaShape } from "../../application/site/request-quota.ts";
import type { SiteInboxShape } from "../../application/site/site-inbox.ts";
import type { TimeWindow } from "../../domain/broadcast-day.ts";
import type { Channel } from "../../domain/channel.ts";
import type { Film } from "../../domain/film.ts";
import type { CreditRole } from "../../domain/person-page.ts";
import type { Credit } from "../../domain/person.ts";
import type { Series } from "../../domain/series.ts";
import type { Show } from "../../domain/show.ts";
import { isFirstOnFreeTv, isLastChance, type HistoryShowing } from "../../domain/showing-history.ts";
import { FREE_TO_AIR_SYSTEM_IDS } from "../../domain/system.ts";
import { RECENT_SHOWS } from "../../domain/title-page.ts";

import type { CatalogueWorld, InboxRecord, WorldShow, WorldTitle } from "../application/contracts/catalogue-world.ts";
import { bestTier, closeness, trigramMatches } from "./trigram-similarity.ts";

export interface PublicReadModelsFake {
  readonly listings: ListingReadModelShape;
  readonly lookups: LookupsReadModelShape;
  readonly titles: TitleReadModelShape;
  readonly search: FilmSearchIndexShape;
  readonly inbox: SiteInboxShape;
  readonly quota: RequestQuotaShape;
  readonly dataVersion: DataVersionShape;
  readonly renameTitle: (slug: string, title: string) => Promise<void>;
  readonly readInbox: () => Promise<InboxRecord>;
}

const FUTURE_SHOWS = 100;

const withoutUndefined = <A extends object>(value: A): A =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined && member !== null)) as A;

const byName = <A extends { readonly name: string; readonly id: number }>(a: A, b: A) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/** In-memory read models and inbox over a catalogue world, answering exactly what the PostgreSQL adapters answer. */
export const publicReadModelsFake = (initial: CatalogueWorld): PublicReadModelsFake => {
  let titles = [...initial.titles];
  let version = 1;
  const incorrect = new Map<number, Array<string>>();
  const advertViews = new Map<number, number>();
  const inbox: {
    feedback: Array<InboxRecord["feedback"][number]>;
    clientErrors: Array<InboxRecord["clientErrors"][number]>;
    reports: Array<InboxRecord["reports"][number]>;
  } = {
    feedback: [],
    clientErrors: [],
    reports: [],
  };
  const quotas = new Map<string, { start: number; hits: number }>();
  const people = new Map(initial.people.map((person) => [person.id, person]));
  const titleById = (id: number) => titles.find((title) => title.id === id);

  const credits = (ids: ReadonlyArray<number> | undefined, limit: number | null): Array<Credit> =>
    (ids ?? []).slice(0, limit ?? undefined).flatMap((id) => {
      const person = people.get(id);
      return person === undefined ? [] : [{ name: person.name, slug: person.slug, tmdb_img: person.tmdbImg ?? null }];
    });

  const peopleOf = (title: WorldTitle): ReadonlyArray<string> | undefined => {
    const names = [...credits(title.directorIds, null), ...credits(title.starIds, LISTING_STARS)].map((person) => person.name);
    return names.length === 0 ? undefined : names;
  };

  const listingTitle = (title: WorldTitle): Film =>
    ({
      imdb: title.imdb,
      title: title.title,
      year: title.year,
      slug: title.slug,
      certificate: title.certificateId,
      genres: [...title.genreIds],
      languages: [...title.languageIds],
      length: title.length,
      audi: title.audi,
      crit: title.crit,
      imdb_r: title.imdbR,
      ...withoutUndefined({
        year_end: title.yearEnd,
        synopsis_short: title.synopsisShort,
        youtube: title.youtube,
        aka: title.akas !== undefined && title.akas.length > 0 ? [...title.akas] : undefined,
      }),
      ...withoutUndefined({ people: peopleOf(title) }),
      api: title.kind === "series" ? `/api/tvseries/${title.slug}/` : `/api/film/${title.slug}/`,
    }) satisfies Film;

  const freeToAirChannels = new Set(
    initial.channels.filter((channel) => channel.systems.some(([system]) => FREE_TO_AIR_SYSTEM_IDS.includes(system))).map((channel) => channel.id),
  );
  const historyShowing = (show: WorldShow): HistoryShowing => ({
    time: show.time,
    live: show.serviceId === undefined,
    freeToAir: (show.channelIds ?? []).some((id) => freeToAirChannels.has(id)),
  });
  const historyOf = (show: WorldShow): ReadonlyArray<HistoryShowing> =>
    initial.shows.filter((other) => other.titleId === show.titleId && other.id !== show.id).map(historyShowing);

  const showOf = (show: WorldShow): Show => {
    const title = titleById(show.titleId);
    return withoutUndefined({
      id: show.id,
      f: title?.imdb ?? "",
      series: title?.kind === "series" ? title.id : undefined,
      time: show.time,
      art: show.art,
      cs: show.channelIds !== undefined && show.channelIds.length > 0 ? [...show.channelIds].sort((a, b) => a - b) : undefined,
      s: show.serviceId,
      l: show.link,
      a: show.availability,
      p: show.premiereSystemIds !== undefined && show.premiereSystemIds.length > 0 ? [...show.premiereSystemIds] : undefined,
      season: show.season,
      episode: show.episode,
      n_episodes: show.nEpisodes,
      episode_title: show.episodeTitle,
      sub: show.subtitles === true ? true : undefined,
      ad: show.audioDescribed === true ? true : undefined,
      sl: show.signed === true ? true : undefined,
      ft: isFirstOnFreeTv(historyShowing(show), historyOf(show)) ? true : undefined,
      lc: isLastChance(historyShowing(show), historyOf(show)) ? true : undefined,
    });
  };

  const rowsOf = (shows: ReadonlyArray<WorldShow>): ListingRows => {
    const ordered = [...shows].sort((a, b) => a.time - b.time || a.id - b.id);
    const ids = new Set(ordered.map((show) => show.titleId));
    const used = titles.filter((title) => ids.has(title.id));
    return {
      shows: ordered.map(showOf),
      films: used.filter((title) => title.kind === "film").map(listingTitle),
      tvseries: used.filter((title) => title.kind === "series").map(listingTitle),
    };
  };

  const onPlatform = new Set(initial.channels.filter((channel) => channel.systems.length > 0).map((channel) => channel.id));
  const isLive = (show: WorldShow) => show.serviceId === undefined && (show.channelIds?.length ?? 0) > 0;

  const channelOf = (channel: CatalogueWorld["channels"][number], window: TimeWindow | null): Channel => ({
    id: channel.id,
    name: channel.name,
    slug: channel.slug,
    logo: channel.logo,
    hd: channel.hd,
    systems: [...channel.systems].sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([system, number]) => [system, number] as const),
    ...(window === null
      ? {}
      : {
          n_shows: new Set(
            initial.shows
              .filter(
                (show) =>
                  show.channelIds?.includes(channel.id) === true &&
                  titleById(show.titleId)?.kind === "film" &&
                  show.time >= window.start &&
                  show.time < window.end,
              )
              .map((show) => show.titleId),
          ).size,
        }),
  });

  const titlePage = (kind: "film" | "series", slug: string, now: number) => {
    const title = titles.find((candidate) => candidate.slug === slug && candidate.kind === kind);
    if (title === undefined) return null;
    const own = initial.shows.filter((show) => show.titleId === title.id);
    const future = own
      .filter((show) => show.time >= now)
      .sort((a, b) => a.time - b.time || a.id - b.id)
      .slice(0, FUTURE_SHOWS);
    const past = own
      .filter((show) => show.time < now && show.serviceId === undefined)
      .sort((a, b) => b.time - a.time || b.id - a.id)
      .slice(0, RECENT_SHOWS);
    const channelIds = new Set([...future, ...past].flatMap((show) => show.channelIds ?? []));
    const streamingByService = new Map<number, WorldShow>();
    for (const show of own) {
      if (show.serviceId === undefined || show.link === undefined) continue;
      const known = streamingByService.get(show.serviceId);
      if (known === undefined || show.time > known.time) streamingByService.set(show.serviceId, show);
    }
    const { people: _listed, ...listed } = listingTitle(title);
    const page: Film = {
      ...listed,
      ...withoutUndefined({
        synopsis: title.synopsis,
        gpt_review: title.review,
        tmdb: title.tmdbId === undefined ? undefined : { kind: kind === "film" ? "movie" : "tv", tmdb_id: title.tmdbId },
      }),
      id: title.id,
      aka: [...(title.akas ?? [])],
      stars: credits(title.starIds, null),
      directors: credits(title.directorIds, null),
      rotten: { status: title.rottenStatus ?? "UN", url: title.rottenUrl ?? null },
      similars: (title.similarIds ?? []).flatMap((id) => {
        const similar = titleById(id);
        return similar === undefined ? [] : [{ imdb: similar.imdb, title: similar.title, year: similar.year, slug: similar.slug, poster_url: null }];
      }),
      streamings: [...streamingByService.entries()].sort(([a], [b]) => a - b).map(([s, show]) => ({ s, l: show.link ?? "" })),
      incorrect: (incorrect.get(title.id) ?? []) as Film["incorrect"],
      fullData: true,
      url: kind === "series" ? `/tvseries/${title.slug}/` : `/film/${title.slug}/`,
      never_on_tv: !own.some((show) => show.serviceId === undefined),
      shows: { future: future.map(showOf), past4: past.map(showOf) },
    };
    const channels = initial.channels
      .filter((channel) => channelIds.has(channel.id))
      .sort(byName)
      .map((channel) => channelOf(channel, null));
    return { title: page, channels };
  };

  const searchTitles = (kind: "film" | "series", key: string, limit: number) =>
    titles
      .filter((title) => title.kind === kind)
      .map((title) => ({ title, tier: bestTier(key, [title.title, ...(title.akas ?? [])]) }))
      .flatMap(({ title, tier }) => (tier === null ? [] : [{ title, ...tier }]))
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          b.rank - a.rank ||
          (b.title.nWeekly ?? 0) - (a.title.nWeekly ?? 0) ||
          (b.title.year ?? -1) - (a.title.year ?? -1) ||
          a.title.id - b.title.id,
      )
      .slice(0, limit)
      .map((entry) => listingTitle(entry.title));

  const credited = (personId: number, role: CreditRole) =>
    titles.filter((title) => (role === "star" ? title.starIds : title.directorIds)?.includes(personId) === true);

  return {
    listings: {
      findLiveShowsBetween: (window, kind) =>
        Effect.sync(() =>
          rowsOf(
            initial.shows.filter(
              (show) =>
                isLive(show) &&
                show.channelIds?.some((id) => onPlatform.has(id)) === true &&
                show.time >= window.start &&
                show.time < window.end &&
                titleById(show.titleId)?.kind === (kind === "films" ? "film" : "series"),
            ),
          ),
        ),
      findStreamingShows: (serviceSlug, until) =>
        Effect.sync(() => {
          const service = initial.services.find((candidate) => candidate.slug === serviceSlug);
          if (service === undefined) return null;
          return rowsOf(initial.shows.filter((show) => show.serviceId === service.id && show.time < until));
        }),
      findChannels: (window) => Effect.sync(() => [...initial.channels].sort(byName).map((channel) => channelOf(channel, window))),
      findPopularity: (imdbs) =>
        Effect.sync(
          () =>
            new Map(
              titles
                .filter((title) => imdbs.includes(title.imdb))
                .map((title) => [title.imdb, { alerts: title.alerts ?? 0, views: title.nWeekly ?? 0 }] as const),
            ),
        ),
      findGenreBySlug: (slug) => Effect.sync(() => initial.genres.find((genre) => genre.slug === slug) ?? null),
      findChannelBySlug: (slug) =>
        Effect.sync(() => {
          const channel = initial.channels.find((candidate) => candidate.slug === slug);
          if (channel === undefined) return null;
          const systems = [...channel.systems]
            .sort((a, b) => a[1] - b[1] || a[0] - b[0])
            .flatMap(([id]) => initial.systems.filter((system) => system.id === id))
            .map((system) => ({ id: system.id, name: system.name, long_name: system.longName, logo: null }));
          return { channel: channelOf(channel, null), systems };
        }),
    },
    lookups: {
      findLookups: Effect.sync(() => ({
        systems: initial.systems.map((system) => ({ id: system.id, name: system.name, long_name: system.longName, logo: null })),
        streaming_services: [...initial.services]
          .sort((a, b) => (a.nameDisplay < b.nameDisplay ? -1 : a.nameDisplay > b.nameDisplay ? 1 : a.id - b.id))
          .map((service) => ({
            id: service.id,
            name: service.name,
            name_display: service.nameDisplay,
            slug: service.slug,
            logo: null,
            available: service.available,
          })),
        genres: [...initial.genres].sort(byName),
        languages: [...initial.languages].sort(byName),
        certificates: [...initial.certificates].sort((a, b) => a.rank - b.rank || a.id - b.id).map((certificate) => ({ ...certificate, logo: null })),
        banners: initial.banners.filter((banner) => banner.active).map((banner) => ({ id: banner.id, text: banner.html })),
        adverts: initial.adverts
          .filter((advert) => advert.active)
          .map((advert) => ({ id: advert.id, name: advert.name, image_url: null, link_url: advert.linkUrl })),
      })),
      findApps: Effect.sync(() => initial.apps.map((app) => ({ ...app }))),
    },
    titles: {
      findFilmPage: (slug, now) =>
        Effect.sync(() => {
          const page = titlePage("film", slug, now);
          return page === null ? null : { film: page.title, channels: page.channels };
        }),
      findSeriesPage: (slug, now) =>
        Effect.sync(() => {
          const page = titlePage("series", slug, now);
          return page === null ? null : { tvseries: page.title, channels: page.channels };
        }),
      findPersonPage: (role, slug) =>
        Effect.sync(() => {
          const person = initial.people.find((candidate) => candidate.slug === slug);
          if (person === undefined) return null;
          const works = credited(person.id, role).sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity) || a.title.localeCompare(b.title));
          if (works.length === 0) return null;
          return {
            name: person.name,
            slug: person.slug,
            tmdb_id: person.tmdbId ?? null,
            tmdb_img: person.tmdbImg ?? null,
            films: works.filter((title) => title.kind === "film").map(listingTitle),
            tvseries: works.filter((title) => title.kind === "series").map(listingTitle),
          };
        }),
      findFilmRatingsOfYear: (year) =>
        Effect.sync(() =>
          titles
            .filter((title) => title.kind === "film" && title.year === year)
            .sort((a, b) => a.id - b.id)
            .map((title) => ({ imdb: title.imdb, audi: title.audi, crit: title.crit, imdb_r: title.imdbR })),
        ),
      findFilms: (imdbs) => Effect.sync(() => titles.filter((title) => title.kind === "film" && imdbs.includes(title.imdb)).map(listingTitle)),
    },
    search: {
      findFilms: (keyword, limit) => Effect.sync(() => searchTitles("film", keyword, limit)),
      findSeries: (keyword, limit) => Effect.sync(() => searchTitles("series", keyword, limit) as Array<Series>),
      findPerson: (keyword, role) =>
        Effect.sync(() => {
          const best = initial.people
            .filter((person) => trigramMatches(keyword, person.name) && credited(person.id, role).length > 0)
            .sort((a, b) => closeness(keyword, b.name) - closeness(keyword, a.name) || a.id - b.id)[0];
          return best === undefined ? null : { name: best.name, slug: best.slug, tmdb_img: best.tmdbImg ?? null };
        }),
      findCatalogueFilms: (keyword, limit) =>
        Effect.sync(() =>
          initial.catalogue
            .filter((entry) => (entry.kind === "movie" || entry.kind === "tvMovie") && !titles.some((title) => title.imdb === entry.tconst))
            .map((entry) => ({ entry, tier: bestTier(keyword, [entry.title]) }))
            .flatMap(({ entry, tier }) => (tier === null ? [] : [{ entry, ...tier }]))
            .sort((a, b) => a.tier - b.tier || b.rank - a.rank || b.entry.numVotes - a.entry.numVotes || a.entry.tconst.localeCompare(b.entry.tconst))
            .slice(0, limit)
            .map(({ entry }) => ({ tconst: entry.tconst, title: entry.title, year: entry.year })),
        ),
    },
    inbox: {
      saveFeedback: (entry) => Effect.sync(() => void inbox.feedback.push({ text: entry.feedback, category: entry.category, email: entry.email })),
      recordClientError: (entry) => Effect.sync(() => void inbox.clientErrors.push({ url: entry.url, method: entry.method, message: entry.message })),
      reportTitleError: (slug, code) =>
        Effect.sync(() => {
          const title = titles.find((candidate) => candidate.slug === slug);
          if (title === undefined) return false;
          const codes = incorrect.get(title.id) ?? [];
          if (!codes.includes(code)) incorrect.set(title.id, [...codes, code]);
          inbox.reports.push({ slug, code });
          return true;
        }),
      countAdvertView: (advertId) =>
        Effect.sync(() => {
          const advert = initial.adverts.find((candidate) => candidate.id === advertId && candidate.active);
          if (advert === undefined) return false;
          advertViews.set(advertId, (advertViews.get(advertId) ?? 0) + 1);
          return true;
        }),
    },
    quota: {
      take: (key, rule, now) =>
        Effect.sync(() => {
          const current = quotas.get(key);
          const next =
            current === undefined || current.start <= now - rule.windowMs ? { start: now, hits: 1 } : { start: current.start, hits: current.hits + 1 };
          quotas.set(key, next);
          return next.hits <= rule.limit;
        }),
      purgeStartedBefore: (cutoff) =>
        Effect.sync(() => {
          const ended = [...quotas].filter(([, window]) => window.start < cutoff);
          for (const [key] of ended) quotas.delete(key);
          return ended.length;
        }),
    },
    dataVersion: { current: Effect.sync(() => String(version)), known: () => String(version) },
    renameTitle: async (slug, title) => {
      titles = titles.map((candidate) => (candidate.slug === slug ? { ...candidate, title } : candidate));
      version++;
    },
    readInbox: async () => ({
      feedback: [...inbox.feedback],
      clientErrors: [...inbox.clientErrors],
      reports: [...inbox.reports],
      incorrect: (slug) => incorrect.get(titles.find((title) => title.slug === slug)?.id ?? -1) ?? [],
      advertViews: (id) => advertViews.get(id) ?? 0,
    }),
  };
};
