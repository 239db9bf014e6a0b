import { Effect, Fiber, Stream } from "effect";
import { channelLogo, indexRegistry, type ChannelRegistry, type RegistryIndex } from "../../domain/channel-registry.ts";
import { UK_CHANNELS } from "../../domain/uk-channels.ts";
import { bbfcCertificate, type BbfcCertificate } from "../../domain/imports/bbfc-certificate.ts";
import { shortSynopsis } from "../../domain/synopsis.ts";
import { catalogueLinks, catalogueSeriesLinks, matchKeysOf } from "../../domain/imports/catalogue-links.ts";
import { genreSlugsOf } from "../../domain/imports/genre-slugs.ts";
import type { ScheduleChannel, ScheduleProgramme, ScheduleRecord } from "../../domain/imports/schedule-record.ts";
import {
  ScheduleImportStore,
  type ChannelClaim,
  type NewCredits,
  type NewTitle,
  type ScheduledShow,
  type ScheduleImportSession,
  type ShowReplacement,
} from "./schedule-import-store.ts";
import { makeSkipTally, type SkippedRows } from "../../domain/imports/skip-tally.ts";
import { slugOf } from "../../domain/slug.ts";
import { isImdbTconst, makeTitleIndex, type TitleIdentity, type TitleIndex } from "../../domain/imports/title-index.ts";
import { xmltvChannelIdentity } from "../../domain/imports/xmltv-channel-identity.ts";

const UK_REGISTRY = indexRegistry(UK_CHANNELS);

export const SKIPPED_CHANNEL = "channel mapped to be skipped";
export const NOT_FILM_OR_KNOWN_SERIES = "neither a film nor an episode of a series (no episode number)";
export const SAME_SLOT = "same channel and start as an earlier programme";

export interface ScheduleImportProgress {
  readonly programmes: number;
  /** The file line reached. */
  readonly line: number;
}

export interface ScheduleImportSummary {
  readonly programmes: number;
  readonly channelsCreated: number;
  /** Feed channels neither the registry nor a `channels map` mapping placed, in the order the file named them. */
  readonly unplacedChannels: ReadonlyArray<UnplacedChannel>;
  /** Films already in the database that the file shows. */
  readonly filmsMatched: number;
  /** Unverified films the import created for the admin to curate. */
  readonly filmsCreated: number;
  /** Created films that took their IMDb id (with rating, genres, original title) from the one catalogue movie they are. */
  readonly filmsLinked: number;
  /** Programmes attached to a series, known or created. */
  readonly episodes: number;
  /** Unverified series the import created for episodes with numbers and no film signs. */
  readonly seriesCreated: number;
  /** Created series that took their IMDb id from the one catalogue series they are. */
  readonly seriesLinked: number;
  readonly certificatesSet: number;
  readonly creditsAdded: number;
  readonly shows: ShowReplacement;
  readonly skipped: ReadonlyArray<SkippedRows>;
  /** What the file itself made the import decide, e.g. reading a file declared Latin-1 as the UTF-8 it is. */
  readonly notices: ReadonlyArray<string>;
}

export interface ScheduleImportRequest<E> {
  /** Names the import batch, e.g. the file name; new shows record it. */
  readonly source: string;
  readonly records: Stream.Stream<ReadonlyArray<ScheduleRecord>, E>;
  readonly onProgress?: (progress: ScheduleImportProgress) => void;
  readonly batchSize?: number;
  /** The channel registry feed channels are placed by (default: the UK registry shipped with the project). */
  readonly registry?: ChannelRegistry;
}

/** A feed channel the registry does not know and no mapping places: the import made a channel of its own for it. */
export interface UnplacedChannel {
  readonly xmltvId: string;
  readonly displayName: string | null;
}

// the registry places a feed channel by XMLTV id, then by display name; a channel it lacks becomes one of its own
const claimFor = (registry: RegistryIndex, xmltvId: string, declared: ScheduleChannel | undefined): ChannelClaim & { readonly placed: boolean } => {
  const displayNames = declared?.displayNames ?? [];
  const known = registry.place(xmltvId, displayNames);
  const identity = known ?? xmltvChannelIdentity(xmltvId, displayNames);
  return {
    xmltvId,
    displayName: displayNames[0] ?? null,
    name: identity.name,
    slug: identity.slug,
    hd: identity.hd,
    logo: channelLogo(declared?.icon, known?.logo, identity.slug),
    placed: known !== undefined,
  };
};

const newFilmOf = (programme: ScheduleProgramme): NewTitle => ({
  kind: "film",
  imdb: programme.imdbId ?? null,
  title: programme.cleanTitle,
  year: programme.year ?? null,
  baseSlug: programme.year === undefined ? slugOf(programme.cleanTitle) : slugOf(programme.cleanTitle, programme.year),
  length: programme.lengthMinutes ?? null,
  synopsis: programme.desc ?? null,
  synopsisShort: shortSynopsis(programme.desc),
  posterUrl: programme.icon ?? null,
  tmdbKind: programme.tmdbId === undefined ? null : (programme.tmdbKind ?? "movie"),
  tmdbId: programme.tmdbId ?? null,
  certificate: programme.bbfc === undefined ? null : (bbfcCertificate(programme.bbfc) ?? null),
  genreSlugs: genreSlugsOf(programme.categories),
  languages: programme.languages ?? [],
});

const newSeriesOf = (programme: ScheduleProgramme): NewTitle => ({
  kind: "series",
  imdb: programme.tmdbKind === "tv" ? null : (programme.imdbId ?? null),
  title: programme.cleanTitle,
  year: null,
  baseSlug: slugOf(programme.cleanTitle),
  length: null,
  synopsis: null,
  synopsisShort: null,
  posterUrl: null,
  tmdbKind: programme.tmdbKind === "tv" ? "tv" : null,
  tmdbId: programme.tmdbKind === "tv" ? (programme.tmdbId ?? null) : null,
  certificate: null,
  genreSlugs: [],
  languages: programme.languages ?? [],
});

const hasEpisodeNumber = (programme: ScheduleProgramme): boolean => programme.episode?.season !== undefined || programme.episode?.episode !== undefined;

const showOf = (programme: ScheduleProgramme, channelId: number, titleId: number): ScheduledShow => {
  const stop = programme.stop !== undefined && programme.stop > programme.start ? programme.stop : undefined;
  return {
    channelId,
    titleId,
    start: programme.start,
    end: stop ?? programme.start,
    art: stop === undefined ? null : Math.round((stop - programme.start) / 60_000),
    season: programme.episode?.season ?? null,
    episode: programme.episode?.episode ?? null,
    nEpisodes: programme.episode?.episodesInSeason ?? null,
    episodeTitle: programme.isFilm ? null : (programme.subTitle ?? null),
    premiere: programme.premiere,
    hd: programme.hd,
    subtitles: programme.subtitles,
    signed: programme.signed,
    audioDescribed: programme.audioDescribed,
  };
};

interface NewFilmEntry {
  readonly provisionalId: number;
  readonly film: NewTitle;
  readonly credits: ReadonlyArray<Omit<NewCredits, "titleId">>;
}

const importWith = <E>(session: ScheduleImportSession, request: ScheduleImportRequest<E>) =>
  Effect.gen(function* () {
    const batchSize = request.batchSize ?? 2500;
    const index: TitleIndex = makeTitleIndex(yield* session.listTitleIdentities);
    const declared = new Map<string, ScheduleChannel>();
    const channelIds = new Map<string, number | null>();
    const matchedFilms = new Set<number>();
    const createdFilms = new Set<number>();
    const createdSeries = new Set<number>();
    const realIds = new Map<number, number>();
    const tally = makeSkipTally();
    const notices: Array<string> = [];
    let programmes = 0;
    let line = 0;
    let channelsCreated = 0;
    const unplacedChannels: Array<UnplacedChannel> = [];
    const registry = request.registry === undefined ? UK_REGISTRY : indexRegistry(request.registry);
    let episodes = 0;
    let certificatesSet = 0;
    let filmsLinked = 0;
    let seriesLinked = 0;
    let creditsAdded = 0;
    let provisional = 0;
    // programmes become compact rows as soon as they are read, so the parsed records do not outlive their chunk
    let shows: Array<ScheduledShow> = [];
    let newFilms: Array<NewFilmEntry> = [];
    let certificates = new Map<number, BbfcCertificate>();
    const certified = new Set<number>();
    // films first listed without a year and later with one: the year each takes (by its id here, provisional or not)
    let years = new Map<number, number>();
    const datedYears = new Map<number, number>();

    const idOf = (titleId: number): number => (titleId < 0 ? (realIds.get(titleId) ?? titleId) : titleId);

    // a file declares its channels before its programmes: resolving them all at once keeps the writes from waiting on each new channel
    const resolveChannels = (batch: ReadonlyArray<ScheduleProgramme>) =>
      Effect.gen(function* () {
        const named = [...new Set(batch.map((programme) => programme.channelId))];
        if (named.every((id) => channelIds.has(id))) return;
        const unresolved = [...new Set([...declared.keys(), ...named])].filter((id) => !channelIds.has(id));
        const claims = unresolved.map((id) => claimFor(registry, id, declared.get(id)));
        const resolved = yield* session.resolveChannels(claims);
        resolved.forEach((channel, i) => {
          channelIds.set(channel.xmltvId, channel.channelId);
          if (!channel.created) return;
          channelsCreated++;
          const claim = claims[i];
          if (claim !== undefined && !claim.placed) unplacedChannels.push({ xmltvId: claim.xmltvId, displayName: claim.displayName });
        });
      });

    const titleFor = (programme: ScheduleProgramme): TitleIdentity | undefined => {
      const reference = {
        title: programme.cleanTitle,
        year: programme.year,
        runtime: programme.lengthMinutes,
        imdbId: programme.imdbId,
        tmdbId: programme.tmdbId,
        tmdbKind: programme.tmdbKind,
      };
      if (!programme.isFilm) {
        const series = index.matchSeries(reference);
        if (series !== undefined) {
          episodes++;
          return series;
        }
        if (!hasEpisodeNumber(programme)) return undefined;
        episodes++;
        return provisionalTitle(newSeriesOf(programme), []);
      }
      const found = index.matchFilm(reference);
      if (found !== undefined) {
        if (found.id > 0 && !createdFilms.has(found.id)) matchedFilms.add(found.id);
        if (found.year !== null || programme.year === undefined) return found;
        // a film known without its year takes the year of the first listing that gives one
        const dated = { ...found, year: programme.year };
        index.add(dated);
        years.set(found.id, programme.year);
        datedYears.set(found.id, programme.year);
        return dated;
      }
      const credits = [
        { role: "director" as const, names: programme.directors },
        { role: "star" as const, names: programme.actors, ...(programme.characters === undefined ? {} : { characters: programme.characters }) },
      ].filter((credit) => credit.names.length > 0);
      return provisionalTitle(newFilmOf(programme), credits);
    };

    const provisionalTitle = (film: NewTitle, credits: NewFilmEntry["credits"]): TitleIdentity => {
      provisional--;
      const title = {
        id: provisional,
        kind: film.kind,
        imdb: film.imdb ?? `pending:${provisional}`,
        title: film.title,
        year: film.year,
        length: film.length,
        tmdbKind: film.tmdbKind,
        tmdbId: film.tmdbId,
        hasCertificate: true,
      };
      index.add(title);
      newFilms.push({ provisionalId: provisional, film, credits });
      return title;
    };

    const place = (batch: ReadonlyArray<ScheduleProgramme>) =>
      Effect.gen(function* () {
        yield* resolveChannels(batch);
        for (const programme of batch) {
          const channelId = channelIds.get(programme.channelId) ?? null;
          if (channelId === null) {
            tally.skip(SKIPPED_CHANNEL);
            continue;
          }
          const title = titleFor(programme);
          if (title === undefined) {
            tally.skip(NOT_FILM_OR_KNOWN_SERIES);
            continue;
          }
          if (programme.isFilm && title.id > 0 && !title.hasCertificate && programme.bbfc !== undefined && !certified.has(title.id)) {
            const certificate = bbfcCertificate(programme.bbfc);
            if (certificate !== undefined) {
              certificates.set(title.id, certificate);
              certified.add(title.id);
            }
          }
          shows.push(showOf(programme, channelId, title.id));
        }
      });

    // a batch's new titles go in first: its credits and shows need their ids
    const writeTitles = (films: ReadonlyArray<NewFilmEntry>) =>
      Effect.gen(function* () {
        if (films.length > 0) {
          const created = yield* session.createTitles(films.map((entry) => entry.film));
          // a title the listing gave its IMDb id takes the catalogue's facts as a linked one does (the catalogue may have come first)
          const carrying = created.filter((identity) => isImdbTconst(identity.imdb));
          if (carrying.length > 0) yield* session.adoptCatalogueFacts(carrying.map((identity) => identity.id));
          const unlinked = created.filter((identity) => identity.kind === "film" && !isImdbTconst(identity.imdb));
          const movies = unlinked.length === 0 ? [] : yield* session.catalogueMoviesByKey(matchKeysOf(unlinked));
          const filmLinks = catalogueLinks(
            unlinked,
            movies.filter((movie) => index.matchFilm({ title: "", imdbId: movie.tconst }) === undefined),
          );
          if (filmLinks.length > 0) filmsLinked += yield* session.linkFilms(filmLinks);
          const unlinkedSeries = created.filter((identity) => identity.kind === "series" && !isImdbTconst(identity.imdb));
          const catalogueSeries = unlinkedSeries.length === 0 ? [] : yield* session.catalogueSeriesByKey(matchKeysOf(unlinkedSeries));
          // a series whose IMDb id another title has already stays as it is here; the next IMDb import merges the two
          const seriesLinks = catalogueSeriesLinks(
            unlinkedSeries,
            catalogueSeries.filter((entry) => index.matchSeries({ title: "", imdbId: entry.tconst }) === undefined),
          );
          if (seriesLinks.length > 0) seriesLinked += yield* session.linkFilms(seriesLinks);
          const linked = new Map([...filmLinks, ...seriesLinks].map((link) => [link.titleId, link.tconst]));
          created.forEach((identity, i) => {
            const entry = films[i];
            if (entry === undefined) return;
            realIds.set(entry.provisionalId, identity.id);
            if (identity.kind === "series") createdSeries.add(identity.id);
            else createdFilms.add(identity.id);
            const tconst = linked.get(identity.id);
            const year = identity.year ?? datedYears.get(entry.provisionalId) ?? null;
            index.replace(entry.provisionalId, { ...identity, year, ...(tconst === undefined ? {} : { imdb: tconst }) });
          });
        }
      });

    const writeRest = (
      batch: ReadonlyArray<ScheduledShow>,
      films: ReadonlyArray<NewFilmEntry>,
      toCertify: ReadonlyMap<number, BbfcCertificate>,
      toDate: ReadonlyMap<number, number>,
    ) =>
      Effect.gen(function* () {
        const credits = films.flatMap((entry) => entry.credits.map((credit) => ({ ...credit, titleId: idOf(entry.provisionalId) })));
        // with every title id known, credits, certificates and shows depend on nothing of each other: the store is
        // handed all three at once, so each statement goes out as the one before it returns instead of after a turn of this thread
        yield* Effect.all(
          [
            credits.length === 0 ? Effect.void : Effect.map(session.addCredits(credits), (added) => void (creditsAdded += added)),
            toCertify.size === 0
              ? Effect.void
              : Effect.map(
                  session.fillMissingCertificates([...toCertify].map(([titleId, certificate]) => ({ titleId, certificate }))),
                  (set) => void (certificatesSet += set),
                ),
            toDate.size === 0 ? Effect.void : session.fillMissingYears([...toDate].map(([titleId, year]) => ({ titleId: idOf(titleId), year }))),
            batch.length === 0
              ? Effect.void
              : Effect.map(
                  session.stageShows(
                    batch.map((show) => ({ ...show, titleId: idOf(show.titleId) })),
                    request.source,
                  ),
                  (dropped) => tally.skip(SAME_SLOT, dropped),
                ),
          ],
          { concurrency: "unbounded", discard: true },
        );
        request.onProgress?.({ programmes, line });
      });

    const takeBatch = () => {
      const batch = { shows, films: newFilms, certificates, years };
      shows = [];
      newFilms = [];
      certificates = new Map();
      years = new Map();
      return batch;
    };

    // the database writes while the file reader parses the next batches, and a batch's titles go in as soon as those of the
    // batch before it are in, behind that batch's credits and shows, so the connection never waits on this thread between
    // batches; titles go in batch order, and so do credits and shows, each batch's after the batch before it
    let titlesInFlight: Fiber.Fiber<void> | undefined;
    let restInFlight: Fiber.Fiber<void> | undefined;
    let restBefore: Fiber.Fiber<void> | undefined;
    const inFlight = () => [titlesInFlight, restInFlight, restBefore].filter((fiber) => fiber !== undefined);
    const submit = (batch: ReturnType<typeof takeBatch>) =>
      Effect.gen(function* () {
        // at most two batches in the database's hands: the one before the last is written to the end first
        if (titlesInFlight !== undefined) yield* Fiber.join(titlesInFlight);
        if (restBefore !== undefined) yield* Fiber.join(restBefore);
        const titles = yield* Effect.forkChild(writeTitles(batch.films));
        const previous = restInFlight;
        titlesInFlight = titles;
        restBefore = previous;
        restInFlight = yield* Effect.forkChild(
          Effect.gen(function* () {
            yield* Fiber.join(titles);
            if (previous !== undefined) yield* Fiber.join(previous);
            yield* writeRest(batch.shows, batch.films, batch.certificates, batch.years);
          }),
        );
      });
    const settle = Effect.suspend(() => Effect.asVoid(Fiber.joinAll(inFlight())));
    // whatever fails, no statement of a batch in flight may outlive the transaction's rollback
    const awaitInFlight = Effect.suspend(() => Effect.asVoid(Fiber.awaitAll(inFlight())));
    yield* Stream.runForEach(request.records, (records) =>
      Effect.gen(function* () {
        const chunk: Array<ScheduleProgramme> = [];
        for (const record of records) {
          if (record.kind === "channel") {
            declared.set(record.id, record);
            continue;
          }
          if (record.kind === "notice") {
            notices.push(`line ${record.line}: ${record.message}`);
            continue;
          }
          programmes++;
          line = record.line;
          chunk.push(record);
        }
        if (chunk.length > 0) yield* place(chunk);
        if (shows.length >= batchSize) {
          yield* submit(takeBatch());
        }
      }),
    ).pipe(Effect.onError(() => awaitInFlight));
    yield* Effect.andThen(submit(takeBatch()), settle).pipe(Effect.onError(() => awaitInFlight));
    const replaced = yield* session.replaceStagedShows;
    return {
      programmes,
      channelsCreated,
      unplacedChannels,
      filmsMatched: matchedFilms.size,
      filmsCreated: createdFilms.size,
      filmsLinked,
      episodes,
      seriesCreated: createdSeries.size,
      seriesLinked,
      certificatesSet,
      creditsAdded,
      shows: replaced,
      skipped: tally.list(),
      notices,
    } satisfies ScheduleImportSummary;
  });

/**
 * Imports a schedule file in one transaction: programmes become shows of matched or newly created films, and
 * numbered episodes shows of their series (created once when unknown), and each channel's window in the file replaces what an earlier import had there.
 * A failure of `records` (a bad file) rolls everything back.
 */
export const importXmltvSchedule = <E>(request: ScheduleImportRequest<E>): Effect.Effect<ScheduleImportSummary, E, ScheduleImportStore> =>
  Effect.gen(function* () {
    const store = yield* ScheduleImportStore;
    return yield* store.inTransaction((session) => importWith(session, request));
  });
