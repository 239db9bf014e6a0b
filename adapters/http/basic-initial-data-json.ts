import { Effect, Schema } from "effect";
import { DataVersion } from "../../application/listings/data-version.ts";
import { getBasicInitialData } from "../../application/site/get-basic-initial-data.ts";
import type { BasicInitialData } from "../../domain/basic-initial-data.ts";
import { advertApiPath } from "./contract/api.ts";
import { BasicInitialDataWire } from "./contract/lookups-api.ts";
import { ResponseCache } from "./response-cache.ts";
import { broadcastDateKey } from "./time-keys.ts";

interface EncodedInitialData {
  readonly data: BasicInitialData;
  readonly encoded: Record<string, unknown>;
}

/** The basic initial data: the lookups are read and encoded once per data version and day, the server time is now. */
export const basicInitialData = (now: number, zone: string) =>
  Effect.gen(function* () {
    const version = yield* (yield* DataVersion).current;
    const cache = yield* ResponseCache;
    const cached = yield* cache.getOrCompute(
      `basic-initial-data:${broadcastDateKey(now, zone)}@${version}`,
      Effect.map(getBasicInitialData(now, zone), (data): EncodedInitialData => ({
        data,
        encoded: Schema.encodeUnknownSync(BasicInitialDataWire)({
          ...data,
          adverts: data.adverts.map((advert) => ({ ...advert, api: advertApiPath(advert.id) })),
        }),
      })),
      (cached) => JSON.stringify(cached.encoded).length * 3,
    );
    return { data: { ...cached.data, serverTime: now }, json: JSON.stringify({ ...cached.encoded, serverTime: now }) };
  });
