import { Effect, Exit } from "effect";
import { isGeneratedLogo } from "../../domain/channel-registry.ts";
import type {
  ChannelClaim,
  ResolvedChannel,
  ScheduledShow,
  ScheduleImportSession,
  ScheduleImportStoreShape,
  ShowReplacement,
} from "../../application/imports/schedule-import-store.ts";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";
import { slugOf } from "../../domain/slug.ts";
import type { CatalogueMovie, CatalogueSeries } from "../../domain/title-match.ts";

export interface FakeChannel {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly hd: boolean;
  readonly logo: string | null;
  readonly systems: ReadonlyArray<number>;
}

export interface FakeTitle extends Omit<TitleIdentity, "hasCertificate"> {
  readonly slug: string;
  readonly verified: boolean;
  readonly synopsis: string | null;
  readonly synopsisShort: string | null;
  readonly posterUrl: string | null;
  readonly certificate: string | null;
}

const MINUTE = 60_000;

export interface FakeCredit {
  readonly titleId: number;
  readonly personId: number;
  readonly role: "director" | "star";
  readonly ord: number;
  readonly character: string | null;
}

export interface FakeShow extends Omit<ScheduledShow, "start" | "end"> {
  readonly id: number;
  readonly time: number;
  readonly premiereSystemIds: ReadonlyArray<number>;
  readonly source: string;
}

export interface ScheduleFakeState {
  channels: Array<FakeChannel>;
  mappings: Map<string, { readonly displayName: string | null; readonly channelId: number | null }>;
  titles: Array<FakeTitle>;
  people: Array<{ readonly id: number; readonly name: string; readonly slug: string }>;
  credits: Array<FakeCredit>;
  certificates: Map<string, number>;
  genres: Array<{ readonly id: number; readonly name: string; readonly slug: string }>;
  titleGenres: Array<{ readonly titleId: number; readonly genreId: number; readonly ord: number }>;
  shows: Array<FakeShow>;
  /** The IMDb catalogue's movies, with their match keys. */
  catalogue: Array<CatalogueMovie & { readonly matchKey: string }>;
  /** The IMDb catalogue's series, with their match keys. */
  catalogueSeries: Array<CatalogueSeries & { readonly matchKey: string }>;
  nextId: number;
}

export const emptyScheduleFakeState = (): ScheduleFakeState => ({
  channels: [],
  mappings: new Map(),
  titles: [],
  people: [],
  credits: [],
  certificates: new Map(),
  genres: [],
  titleGenres: [],
  shows: [],
  catalogue: [],
  catalogueSeries: [],
  nextId: 1,
});

const XMLTV_SOURCE = "xmltv";

const uniqueSlug = (base: string, taken: (slug: string) => boolean): string => {
  let slug = base;
  for (let n = 2; taken(slug); n++) slug = `${base}-${n}`;
  return slug;
};

const sameShow = (a: Omit<FakeShow, "id" | "source">, b: Omit<FakeShow, "id" | "source">): boolean =>
  a.titleId === b.titleId &&
  a.art === b.art &&
  a.season === b.season &&
  a.episode === b.episode &&
  a.nEpisodes === b.nEpisodes &&
  a.episodeTitle === b.episodeTitle &&
  a.premiere === b.premiere &&
  a.hd === b.hd &&
  a.subtitles === b.subtitles &&
  a.signed === b.signed &&
  a.audioDescribed === b.audioDescribed &&
  a.premiereSystemIds.join() === b.premiereSystemIds.join();

const identityOf = ({ id, kind, imdb, title, year, length, tmdbKind, tmdbId, certificate }: FakeTitle): TitleIdentity => ({
  id,
  kind,
  imdb,
  title,
  year,
  length,
  tmdbKind,
  tmdbId,
  hasCertificate: certificate !== null,
});

const sessionOver = (state: ScheduleFakeState): ScheduleImportSession => {
  const staged = new Map<string, { readonly show: ScheduledShow; readonly source: string }>();
  const id = (): number => state.nextId++;
  const resolveOne = (claim: ChannelClaim): ResolvedChannel => {
    const mapping = state.mappings.get(claim.xmltvId);
    if (mapping !== undefined) return { xmltvId: claim.xmltvId, channelId: mapping.channelId, created: false };
    let channel = state.channels.find((candidate) => candidate.slug === claim.slug);
    const created = channel === undefined;
    if (channel === undefined) {
      channel = { id: id(), name: claim.name, slug: claim.slug, hd: claim.hd, logo: claim.logo, systems: [] };
      state.channels.push(channel);
    }
    state.mappings.set(claim.xmltvId, { displayName: claim.displayName, channelId: channel.id });
    return { xmltvId: claim.xmltvId, channelId: channel.id, created };
  };

  return {
    listTitleIdentities: Effect.sync(() => state.titles.map(identityOf)),

    resolveChannels: (claims) =>
      Effect.sync(() =>
        claims.map((claim): ResolvedChannel => {
          const resolved = resolveOne(claim);
          const channel = state.channels.find((candidate) => candidate.id === resolved.channelId);
          if (channel !== undefined && claim.logo !== null && !isGeneratedLogo(claim.logo) && channel.logo !== null && isGeneratedLogo(channel.logo)) {
            state.channels = state.channels.map((candidate) => (candidate.id === channel.id ? { ...candidate, logo: claim.logo } : candidate));
          }
          return resolved;
        }),
      ),

    createTitles: (films) =>
      Effect.sync(() =>
        films.map((film) => {
          const base = film.baseSlug === "" ? "title" : film.baseSlug;
          const slug = uniqueSlug(base, (slug) => state.titles.some((title) => title.slug === slug || title.imdb === `tf-${slug}`));
          const title: FakeTitle = {
            id: id(),
            kind: film.kind,
            imdb: film.imdb ?? `tf-${slug}`,
            title: film.title,
            year: film.year,
            tmdbKind: film.tmdbKind,
            tmdbId: film.tmdbId,
            slug,
            verified: false,
            length: film.length,
            synopsis: film.synopsis,
            synopsisShort: film.synopsisShort,
            posterUrl: film.posterUrl,
            certificate: film.certificate?.name ?? null,
          };
          if (film.certificate !== null && !state.certificates.has(film.certificate.name)) state.certificates.set(film.certificate.name, film.certificate.rank);
          state.titles.push(title);
          film.genreSlugs.forEach((genreSlug, ord) => {
            const genre = state.genres.find((candidate) => candidate.slug === genreSlug);
            if (genre !== undefined) state.titleGenres.push({ titleId: title.id, genreId: genre.id, ord });
          });
          return identityOf(title);
        }),
      ),

    catalogueMoviesByKey: (keys) =>
      Effect.sync(() =>
        state.catalogue.filter((movie) => keys.includes(movie.matchKey)).map(({ tconst, title, year, runtime }) => ({ tconst, title, year, runtime })),
      ),

    catalogueSeriesByKey: (keys) =>
      Effect.sync(() => state.catalogueSeries.filter((series) => keys.includes(series.matchKey)).map(({ tconst, title, year }) => ({ tconst, title, year }))),

    linkFilms: (links) =>
      Effect.sync(() => {
        let linked = 0;
        for (const link of links) {
          const at = state.titles.findIndex((title) => title.id === link.titleId);
          const title = state.titles[at];
          if (title === undefined || state.titles.some((other) => other.imdb === link.tconst)) continue;
          state.titles[at] = { ...title, imdb: link.tconst };
          linked++;
        }
        return linked;
      }),

    // the fake's catalogue holds no ratings or genres: what it can say is which titles it has
    adoptCatalogueFacts: (titleIds) =>
      Effect.sync(
        () =>
          state.titles.filter(
            (title) => titleIds.includes(title.id) && [...state.catalogue, ...state.catalogueSeries].some((entry) => entry.tconst === title.imdb),
          ).length,
      ),

    addCredits: (credits) =>
      Effect.sync(() => {
        let added = 0;
        for (const credit of credits) {
          [...new Set(credit.names)].forEach((name, ord) => {
            let person = state.people.filter((candidate) => candidate.name === name).sort((a, b) => a.id - b.id)[0];
            if (person === undefined) {
              const slug = uniqueSlug(slugOf(name) === "" ? "person" : slugOf(name), (slug) => state.people.some((other) => other.slug === slug));
              person = { id: id(), name, slug };
              state.people.push(person);
            }
            const personId = person.id;
            const character = credit.characters?.[credit.names.indexOf(name)] ?? null;
            const at = state.credits.findIndex((c) => c.titleId === credit.titleId && c.personId === personId && c.role === credit.role);
            const existing = state.credits[at];
            if (existing === undefined) {
              state.credits.push({ titleId: credit.titleId, personId, role: credit.role, ord, character });
              added++;
            } else if (existing.character === null && character !== null) {
              state.credits[at] = { ...existing, character };
              added++;
            }
          });
        }
        return added;
      }),

    fillMissingCertificates: (rows) =>
      Effect.sync(() => {
        let changed = 0;
        for (const { titleId, certificate } of rows) {
          if (!state.certificates.has(certificate.name)) state.certificates.set(certificate.name, certificate.rank);
          const index = state.titles.findIndex((title) => title.id === titleId);
          const title = state.titles[index];
          if (title !== undefined && title.certificate === null) {
            state.titles[index] = { ...title, certificate: certificate.name };
            changed++;
          }
        }
        return changed;
      }),

    fillMissingYears: (rows) =>
      Effect.sync(() => {
        let changed = 0;
        for (const { titleId, year } of rows) {
          const index = state.titles.findIndex((title) => title.id === titleId);
          const title = state.titles[index];
          if (title !== undefined && title.year === null) {
            state.titles[index] = { ...title, year };
            changed++;
          }
        }
        return changed;
      }),

    stageShows: (shows, source) =>
      Effect.sync(() => {
        let dropped = 0;
        for (const show of shows) {
          const key = `${show.channelId}@${show.start}`;
          if (staged.has(key)) dropped++;
          else staged.set(key, { show, source: `${XMLTV_SOURCE}:${source}` });
        }
        return dropped;
      }),

    replaceStagedShows: Effect.sync((): ShowReplacement => {
      const windows = new Map<number, { lo: number; hi: number }>();
      for (const { show } of staged.values()) {
        const window = windows.get(show.channelId) ?? { lo: show.start, hi: Math.max(show.end, show.start + 1) };
        windows.set(show.channelId, { lo: Math.min(window.lo, show.start), hi: Math.max(window.hi, show.end, show.start + 1) });
      }
      const existing = state.shows.filter((show) => {
        const window = windows.get(show.channelId);
        // any source: demo shows give way too, and so does a show that runs into the window from before it
        return window !== undefined && show.time < window.hi && (show.time >= window.lo || show.time + (show.art ?? 0) * MINUTE > window.lo);
      });
      const keep = new Map<string, FakeShow>();
      for (const show of [...existing].sort((a, b) => a.id - b.id)) {
        const key = `${show.channelId}@${show.time}`;
        if (staged.has(key) && !keep.has(key)) keep.set(key, show);
      }
      const kept = new Set([...keep.values()].map((show) => show.id));
      const removedIds = new Set(existing.filter((show) => !kept.has(show.id)).map((show) => show.id));
      state.shows = state.shows.filter((show) => !removedIds.has(show.id));
      let inserted = 0;
      let updated = 0;
      let unchanged = 0;
      for (const [key, { show, source }] of staged) {
        const systems = show.premiere ? [...(state.channels.find((channel) => channel.id === show.channelId)?.systems ?? [])].sort((a, b) => a - b) : [];
        const fields = {
          channelId: show.channelId,
          time: show.start,
          titleId: show.titleId,
          art: show.art,
          season: show.season,
          episode: show.episode,
          nEpisodes: show.nEpisodes,
          episodeTitle: show.episodeTitle,
          premiere: show.premiere,
          hd: show.hd,
          subtitles: show.subtitles,
          signed: show.signed,
          audioDescribed: show.audioDescribed,
          premiereSystemIds: systems,
        };
        const old = keep.get(key);
        if (old === undefined) {
          state.shows.push({ ...fields, id: id(), source });
          inserted++;
        } else if (sameShow(old, fields)) {
          unchanged++;
        } else {
          state.shows = state.shows.map((candidate) => (candidate.id === old.id ? { ...fields, id: old.id, source } : candidate));
          updated++;
        }
      }
      staged.clear();
      return { inserted, updated, unchanged, removed: removedIds.size };
    }),
  };
};

const copy = (state: ScheduleFakeState): ScheduleFakeState => ({ ...structuredClone(state) });

/** An in-memory ScheduleImportStore; `state` is open for tests to arrange and inspect. */
export const makeScheduleImportStoreFake = (
  state: ScheduleFakeState = emptyScheduleFakeState(),
): ScheduleImportStoreShape & { readonly state: ScheduleFakeState } => ({
  state,
  inTransaction: (work) =>
    Effect.suspend(() => {
      const before = copy(state);
      return work(sessionOver(state)).pipe(
        Effect.onExit((exit) =>
          Effect.sync(() => {
            if (Exit.isFailure(exit)) Object.assign(state, before);
          }),
        ),
      );
    }),
});
