import { Effect } from "effect";
import { channelsForChannelsPage } from "../../domain/channel.ts";
import type { ChannelsPayload } from "../../domain/listing-payload.ts";
import { weekWindow } from "../../domain/listing-window.ts";
import { ListingReadModel } from "./listing-read-model.ts";

/** The Channels Page: channels with a logo and at least one film this week, by name, with their film counts. */
export const listChannels = (now: number, zone: string) =>
  Effect.gen(function* () {
    const listings = yield* ListingReadModel;
    const channels = yield* listings.findChannels(weekWindow(now, zone));
    return { channels: channelsForChannelsPage(channels) } satisfies ChannelsPayload;
  });
