import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { getChannelPage } from "../../../application/listings/get-channel-page.ts";
import { getGenrePage } from "../../../application/listings/get-genre-page.ts";
import { getHighlights } from "../../../application/listings/get-highlights.ts";
import { listChannels } from "../../../application/listings/list-channels.ts";
import { listShows, type ShowsRequest } from "../../../application/listings/list-shows.ts";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { ChannelPage } from "../../../domain/channel-page.ts";
import { GenrePage } from "../../../domain/genre-page.ts";
import { ChannelsPayload, ListingPayload } from "../../../domain/listing-payload.ts";
import { INVALID_GENRE } from "../../../domain/page-texts.ts";
import { Api } from "../contract/api.ts";
import { TopPayload, type ShowsQuery } from "../contract/listings-api.ts";
import { NotFoundProblem } from "../contract/problems.ts";
import { cachedPublicJson } from "../public-json.ts";
import { broadcastDateKey, hourKey } from "../time-keys.ts";

const showsRequest = (query: ShowsQuery): ShowsRequest => {
  if ("today" in query) return { kind: "today" };
  if ("week" in query) return { kind: "week" };
  if ("streaming" in query) return { kind: "streaming", slug: query.streaming };
  return { kind: "tvseries" };
};

/** The cache key of a listing, shared by /api/shows/ and the pages rendered with it. */
export const showsKey = (request: ShowsRequest, now: number): string =>
  `shows:${request.kind}:${request.kind === "streaming" ? request.slug : ""}:${broadcastDateKey(now, LONDON)}`;

export const SHOWS_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=3600";

export const ListingsHandlers = HttpApiBuilder.group(Api, "listings", (handlers) =>
  Effect.succeed(
    handlers
      .handle("shows", ({ query }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          const request = showsRequest(query);
          return yield* cachedPublicJson(showsKey(request, now), ListingPayload, listShows(request, now, LONDON), {
            cacheControl: SHOWS_CACHE_CONTROL,
            now,
          }).pipe(
            Effect.catchTag("StreamingServiceNotFound", (error) =>
              Effect.fail(new NotFoundProblem({ detail: `No streaming service is called ${error.slug}` })),
            ),
          );
        }),
      )
      .handle("channels", () =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return yield* cachedPublicJson(`channels:${broadcastDateKey(now, LONDON)}`, ChannelsPayload, listChannels(now, LONDON), { now });
        }),
      )
      .handle("genre", ({ params }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return yield* cachedPublicJson(`genre:${params.slug}:${broadcastDateKey(now, LONDON)}`, GenrePage, getGenrePage(params.slug, now, LONDON), {
            now,
          }).pipe(Effect.catchTag("GenreNotFound", () => Effect.fail(new NotFoundProblem({ detail: INVALID_GENRE }))));
        }),
      )
      .handle("channel", ({ params }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return yield* cachedPublicJson(`channel:${params.slug}:${broadcastDateKey(now, LONDON)}`, ChannelPage, getChannelPage(params.slug, now, LONDON), {
            now,
          }).pipe(Effect.catchTag("ChannelNotFound", (error) => Effect.fail(new NotFoundProblem({ detail: `No channel is called ${error.slug}` }))));
        }),
      )
      .handle("top", () =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return yield* cachedPublicJson(`top:${broadcastDateKey(now, LONDON)}:${hourKey(now)}`, TopPayload, getHighlights(now, LONDON), { now });
        }),
      ),
  ),
);
