import { Schema } from "effect";
import { Advert } from "./advert.ts";
import { Channel } from "./channel.ts";
import { Certificate, Genre, Language } from "./lookups.ts";
import { BannerMessage } from "./message.ts";
import { StreamingService } from "./streaming-service.ts";
import { System } from "./system.ts";

export const BasicInitialData = Schema.Struct({
  channels: Schema.Array(Channel),
  systems: Schema.Array(System),
  streaming_services: Schema.Array(StreamingService),
  genres: Schema.Array(Genre),
  languages: Schema.Array(Language),
  certificates: Schema.Array(Certificate),
  banners: Schema.Array(BannerMessage),
  adverts: Schema.Array(Advert),
  serverTime: Schema.Number,
  currentYear: Schema.Int,
});
export type BasicInitialData = typeof BasicInitialData.Type;

export const BASIC_INITIAL_DATA_ELEMENT_ID = "basic-initial-data";
