import { Effect, Schema } from "effect";
import { formatIsoDate, type LocalDate } from "../../domain/local-date.ts";
import { instantAt, localDateOf } from "../../domain/zoned-time.ts";
import type { NewTitle } from "./schedule-import-store.ts";
import { slugOf } from "../../domain/slug.ts";
import { StreamingCatalogueStore, type StreamingAvailability, type StreamingServiceEntry } from "./streaming-catalogue-store.ts";
import { isImdbTconst, makeTitleIndex, type TitleIdentity } from "../../domain/imports/title-index.ts";
import { unknownFilm } from "../../domain/unknown-film.ts";

const UK_ZONE = "Europe/London";

/** One data row of a streaming catalogue file, as text; `line` is its line in the file. */
export interface StreamingCatalogueRow {
  readonly line: number;
  readonly service: string;
  readonly imdbId: string;
  readonly title: string;
  readonly year: string;
  readonly link: string;
  readonly availableFrom: string;
  readonly availableUntil: string;
}

export interface RowProblem {
  readonly line: number;
  readonly reason: string;
}

/** The file had bad rows: nothing was changed. */
export class StreamingCatalogueRejected extends Schema.TaggedError<StreamingCatalogueRejected>()("StreamingCatalogueRejected", {
  problems: Schema.Array(Schema.Struct({ line: Schema.Number, reason: Schema.String })),
}) {}

export interface StreamingServiceSummary {
  readonly slug: string;
  readonly titles: number;
  readonly added: number;
  readonly unchanged: number;
  readonly removed: number;
}

export interface StreamingImportSummary {
  readonly rows: number;
  readonly filmsMatched: number;
  readonly filmsCreated: number;
  /** Rows whose `available_until` has passed: read, not offered. */
  readonly expired: number;
  /** A second row of the same title on the same service. */
  readonly duplicates: number;
  readonly services: ReadonlyArray<StreamingServiceSummary>;
}

export interface StreamingImportRequest {
  readonly rows: ReadonlyArray<StreamingCatalogueRow>;
  /** UTC epoch milliseconds. */
  readonly now: number;
}

interface ValidRow {
  readonly line: number;
  readonly service: StreamingServiceEntry;
  readonly imdbId: string | undefined;
  readonly title: string;
  readonly year: number | undefined;
  readonly link: string | null;
  readonly from: LocalDate;
  readonly until: LocalDate | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parseIsoDate = (text: string): LocalDate | undefined => {
  const match = ISO_DATE.exec(text);
  if (match === null) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year && check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : undefined;
};

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** How the site shows the end of an offer; no end date, no text. */
export const availabilityText = (until: LocalDate | null): string | null =>
  until === null ? null : `Available until ${until.day}/${until.month}/${until.year}`;

const serviceKey = (text: string): string => slugOf(text);

const validate = (
  row: StreamingCatalogueRow,
  services: ReadonlyMap<string, StreamingServiceEntry>,
): { readonly row: ValidRow } | { readonly problem: RowProblem } => {
  const fail = (reason: string) => ({ problem: { line: row.line, reason } });
  const service = services.get(serviceKey(row.service));
  if (row.service.trim() === "") return fail("service is empty");
  if (service === undefined) return fail(`unknown streaming service "${row.service}"`);
  const imdbId = row.imdbId.trim();
  if (imdbId !== "" && !isImdbTconst(imdbId)) return fail(`imdb_id "${imdbId}" is not an IMDb id like tt0111161`);
  const title = row.title.trim();
  if (imdbId === "" && title === "") return fail("a row needs an imdb_id or a title");
  const yearText = row.year.trim();
  const year = yearText === "" ? undefined : Number(yearText);
  if (year !== undefined && (!/^\d{4}$/.test(yearText) || year < 1870 || year > 2100)) return fail(`year "${yearText}" is not a year`);
  const link = row.link.trim();
  if (link !== "" && !isHttpUrl(link)) return fail(`link "${link}" is not an http(s) address`);
  const from = parseIsoDate(row.availableFrom.trim());
  if (from === undefined) return fail(`available_from "${row.availableFrom}" is not an ISO date (YYYY-MM-DD)`);
  const untilText = row.availableUntil.trim();
  const until = untilText === "" ? null : parseIsoDate(untilText);
  if (until === undefined) return fail(`available_until "${row.availableUntil}" is not an ISO date (YYYY-MM-DD) or empty`);
  if (until !== null && formatIsoDate(until) < formatIsoDate(from)) return fail("available_until is before available_from");
  return { row: { line: row.line, service, imdbId: imdbId === "" ? undefined : imdbId, title, year, link: link === "" ? null : link, from, until } };
};

const newFilmOf = (row: ValidRow): NewTitle =>
  unknownFilm({
    imdb: row.imdbId ?? null,
    title: row.title === "" ? (row.imdbId ?? "") : row.title,
    year: row.year ?? null,
    baseSlug: slugOf(row.title === "" ? (row.imdbId ?? "film") : row.title, ...(row.year === undefined ? [] : [row.year])),
  });

/**
 * Replaces the availability of every service the file names with the file's rows, in one transaction: films by IMDb id,
 * else by title and year; unknown films are created unverified. A bad row anywhere changes nothing.
 */
export const importStreamingCatalogue = (request: StreamingImportRequest) =>
  Effect.gen(function* () {
    const store = yield* StreamingCatalogueStore;
    return yield* store.inTransaction((session) =>
      Effect.gen(function* () {
        const services = new Map<string, StreamingServiceEntry>();
        for (const service of yield* session.listServices) {
          for (const key of [service.slug, service.name, service.nameDisplay]) services.set(serviceKey(key), service);
        }
        const valid: Array<ValidRow> = [];
        const problems: Array<RowProblem> = [];
        for (const row of request.rows) {
          const result = validate(row, services);
          if ("problem" in result) problems.push(result.problem);
          else valid.push(result.row);
        }
        if (problems.length > 0) return yield* new StreamingCatalogueRejected({ problems });

        const today = formatIsoDate(localDateOf(request.now, UK_ZONE));
        const current = valid.filter((row) => row.until === null || formatIsoDate(row.until) >= today);
        const index = makeTitleIndex(yield* session.listTitleIdentities);
        const reference = (row: ValidRow) => ({ title: row.title, year: row.year, imdbId: row.imdbId });
        const find = (row: ValidRow): TitleIdentity | undefined =>
          index.matchFilm(reference(row)) ?? (row.imdbId === undefined ? undefined : index.matchSeries(reference(row)));

        const matched = new Set<number>();
        const missing = new Map<string, ValidRow>();
        const missingKey = (row: ValidRow) => row.imdbId ?? `${slugOf(row.title)}:${row.year ?? ""}`;
        for (const row of current) {
          const found = find(row);
          if (found !== undefined) matched.add(found.id);
          else if (!missing.has(missingKey(row))) missing.set(missingKey(row), row);
        }
        const created = yield* session.createFilms([...missing.values()].map(newFilmOf));
        // a film the file names by its IMDb id takes the catalogue's facts, whichever import came first
        const carrying = created.filter((identity) => isImdbTconst(identity.imdb));
        if (carrying.length > 0) yield* session.adoptCatalogueFacts(carrying.map((identity) => identity.id));
        for (const identity of created) index.add(identity);

        const seen = new Set<string>();
        const availability: Array<StreamingAvailability> = [];
        for (const row of current) {
          const title = find(row);
          if (title === undefined) continue;
          const key = `${row.service.id}:${title.id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          availability.push({
            serviceId: row.service.id,
            titleId: title.id,
            link: row.link,
            from: instantAt(row.from, 0, 0, UK_ZONE),
            availability: availabilityText(row.until),
          });
        }
        const named = [...new Map(valid.map((row) => [row.service.id, row.service])).values()];
        const summaries: Array<StreamingServiceSummary> = [];
        for (const service of named) {
          const rows = availability.filter((row) => row.serviceId === service.id);
          const replaced = yield* session.replaceAvailability([service.id], rows);
          summaries.push({ slug: service.slug, titles: rows.length, ...replaced });
        }
        return {
          rows: request.rows.length,
          filmsMatched: matched.size,
          filmsCreated: created.length,
          expired: valid.length - current.length,
          duplicates: current.length - availability.length,
          services: summaries,
        } satisfies StreamingImportSummary;
      }),
    );
  });
