import { ListingPayload } from "../../../domain/listing-payload.ts";
import { getJsonOrCopy } from "../../app/api-client.ts";
import type { ListingBatch, ListingKind } from "./listings-slice.ts";

const queryFor = (kind: ListingKind): string => (kind.startsWith("streaming:") ? `streaming=${encodeURIComponent(kind.slice("streaming:".length))}` : kind);

export const listingUrl = (kind: ListingKind): string => `/api/shows/?${queryFor(kind)}`;

export const fetchListing = async (kind: ListingKind): Promise<ListingBatch | null> => {
  const answer = await getJsonOrCopy(listingUrl(kind), ListingPayload);
  if (answer === null) return null;
  const body = answer.value;
  return { shows: body.shows, films: body.films, series: body.tvseries, channels: body.channels, savedAt: answer.savedAt };
};
