import { Effect } from "effect";
import type { BasicInitialData } from "../../domain/basic-initial-data.ts";
import { weekWindow } from "../../domain/listing-window.ts";
import { localYear } from "../../domain/zoned-time.ts";
import { ListingReadModel } from "../listings/listing-read-model.ts";
import { LookupsReadModel } from "./lookups-read-model.ts";

/** Everything the first paint needs besides the shows: channels, systems, services, lookups, banners and adverts. */
export const getBasicInitialData = (now: number, zone: string) =>
  Effect.gen(function* () {
    const listings = yield* ListingReadModel;
    const lookups = yield* LookupsReadModel;
    const [channels, reference] = yield* Effect.all([listings.findChannels(weekWindow(now, zone)), lookups.findLookups]);
    return { channels, ...reference, serverTime: now, currentYear: localYear(now, zone) } satisfies BasicInitialData;
  });
