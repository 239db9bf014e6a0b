import { Schema } from "effect";
import { Slug, Text } from "../../../domain/text.ts";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { Channel } from "../../../domain/channel.ts";
import { ChannelPage } from "../../../domain/channel-page.ts";
import { GenrePage } from "../../../domain/genre-page.ts";
import { Highlights } from "../../../domain/highlights.ts";
import { ChannelsPayload, ListingPayload } from "../../../domain/listing-payload.ts";
import { NotFoundProblem } from "./problems.ts";
import { NoQuery } from "./no-query.ts";

const Flag = Text(200).annotate({ description: "Present without a value, e.g. ?week" });

/** Exactly one of today, week, streaming={slug} or tvseries. */
export const ShowsQuery = Schema.Union([
  Schema.Struct({ today: Flag }),
  Schema.Struct({ week: Flag }),
  Schema.Struct({ streaming: Text(100).check(Schema.isMinLength(1)) }),
  Schema.Struct({ tvseries: Flag }),
]);
export type ShowsQuery = typeof ShowsQuery.Type;

export const TopPayload = Schema.Struct({ ...Highlights.fields, channels: Schema.Array(Channel) });
export type TopPayload = typeof TopPayload.Type;

const SlugParams = { slug: Slug };

export class ListingsApi extends HttpApiGroup.make("listings", { topLevel: true })
  .add(
    HttpApiEndpoint.get("shows", "/shows/", { query: ShowsQuery, success: ListingPayload, error: NotFoundProblem }),
    HttpApiEndpoint.get("channels", "/channels/", { query: NoQuery, success: ChannelsPayload }),
    HttpApiEndpoint.get("genre", "/genre/:slug/", { params: SlugParams, query: NoQuery, success: GenrePage, error: NotFoundProblem }),
    HttpApiEndpoint.get("channel", "/channel/:slug/", { params: SlugParams, query: NoQuery, success: ChannelPage, error: NotFoundProblem }),
    HttpApiEndpoint.get("top", "/top/", { query: NoQuery, success: TopPayload }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Listings", description: "Shows this week, channels, genres and highlights" })) {}
