import { ListingPayload } from "../../../domain/listing-payload.ts";
import { getJson } from "../../app/api-client.ts";
import type { ListingBatch, ListingKind } from "./listings-slice.ts";

const queryFor = (kind: ListingKind): string =>
  kind.startsWith("streaming:") ? `streaming=${encodeURIComponent(kind.slice("streaming:".length))}` : kind;

export const fetchListing = async (kind: ListingKind): Promise<ListingBatch | null> => {
  const body = await getJson(`/api/shows/?${queryFor(kind)}`, ListingPayload);
  return body === null ? null : { shows: body.shows, films: body.films, series: body.tvseries, channels: body.channels };
};
