import { Acknowledged } from "../../../adapters/http/contract/acknowledged.ts";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import { FilmPage, SeriesPage } from "../../../domain/title-page.ts";
import { getJson, postJson } from "../../app/api-client.ts";

export type TitleKind = "film" | "tvseries";

export interface TitleDetails {
  readonly title: Film;
  readonly channels: ReadonlyArray<Channel>;
}

export const titleApiPath = (kind: TitleKind, slug: string): string => `/api/${kind}/${encodeURIComponent(slug)}/`;

export const fetchTitle = async (kind: TitleKind, slug: string): Promise<TitleDetails | null> => {
  const path = titleApiPath(kind, slug);
  if (kind === "film") {
    const body = await getJson(path, FilmPage);
    return body === null ? null : { title: body.film, channels: body.channels };
  }
  const body = await getJson(path, SeriesPage);
  return body === null ? null : { title: body.tvseries, channels: body.channels };
};

export const reportTitleError = (apiPath: string, errorType: string): Promise<unknown> => postJson(apiPath, { errorType }, Acknowledged);
