import type { Channel } from "../../domain/channel.ts";
import type { Film } from "../../domain/film.ts";
import type { Genre } from "../../domain/lookups.ts";
import type { Show } from "../../domain/show.ts";

const BROADCAST_EVENTS = 10;
const MINUTE = 60_000;

const absolute = (publicUrl: string, path: string | null | undefined): string | undefined =>
  path === null || path === undefined || path === "" ? undefined : /^https?:\/\//.test(path) ? path : publicUrl + path;

const people = (credits: Film["stars"]) => (credits ?? []).map((credit) => ({ "@type": "Person", name: credit.name }));

/** JSON text made safe inside a <script> element: no "<", ">", "&" or line separators can end or confuse it. */
export const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export const jsonForScript = (value: unknown): string => scriptSafeJson(JSON.stringify(value));

export interface TitleLinkedData {
  readonly kind: "Movie" | "TVSeries";
  readonly title: Film;
  readonly channels: ReadonlyArray<Channel>;
  readonly genres: ReadonlyArray<Genre>;
  readonly pageUrl: string;
  readonly publicUrl: string;
}

const broadcastEvent = (show: Show, workId: string, name: string, channels: ReadonlyMap<number, Channel>) => {
  const channel = channels.get(show.cs?.[0] ?? -1);
  return {
    "@type": "BroadcastEvent",
    name: channel === undefined ? name : `${name} on ${channel.name}`,
    startDate: new Date(show.time).toISOString(),
    ...(show.art === undefined || show.art === null ? {} : { endDate: new Date(show.time + show.art * MINUTE).toISOString() }),
    isLiveBroadcast: false,
    workPerformed: { "@id": workId },
    ...(channel === undefined ? {} : { publishedOn: { "@type": "BroadcastService", name: channel.name, broadcastDisplayName: channel.name } }),
  };
};

/** schema.org Movie or TVSeries with a BroadcastEvent for each upcoming showing on a channel. */
export const titleLinkedData = (input: TitleLinkedData): object => {
  const { title } = input;
  const id = `${input.pageUrl}#${input.kind === "Movie" ? "movie" : "series"}`;
  const genreNames = new Map(input.genres.map((genre) => [genre.id, genre.name]));
  const channels = new Map(input.channels.map((channel) => [channel.id, channel]));
  const work = {
    "@type": input.kind,
    "@id": id,
    name: title.title,
    url: input.pageUrl,
    ...(title.year === null ? {} : input.kind === "Movie" ? { datePublished: String(title.year) } : { startDate: String(title.year) }),
    ...(input.kind === "TVSeries" && title.year_end !== undefined && title.year_end !== null ? { endDate: String(title.year_end) } : {}),
    ...((title.synopsis_short ?? title.synopsis) ? { description: title.synopsis_short ?? title.synopsis } : {}),
    ...(absolute(input.publicUrl, title.poster_url) === undefined ? {} : { image: absolute(input.publicUrl, title.poster_url) }),
    ...(title.length === null ? {} : { duration: `PT${title.length}M` }),
    genre: title.genres.flatMap((genreId) => genreNames.get(genreId) ?? []),
    ...(title.directors !== undefined && title.directors.length > 0 ? { director: people(title.directors) } : {}),
    ...(title.stars !== undefined && title.stars.length > 0 ? { actor: people(title.stars) } : {}),
    ...(title.aka !== undefined && title.aka.length > 0 ? { alternateName: [...title.aka] } : {}),
  };
  const events = (title.shows?.future ?? [])
    .filter((show) => show.cs !== undefined && show.cs.length > 0)
    .slice(0, BROADCAST_EVENTS)
    .map((show) => broadcastEvent(show, id, title.title, channels));
  return { "@context": "https://schema.org", "@graph": [work, ...events] };
};
