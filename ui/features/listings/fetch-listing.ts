import type { ShowsQuery } from "../../../adapters/http/contract/listings-api.ts";
import { urlFor } from "../../app/contract-paths.ts";

export type ListingKind = "today" | "week" | "tvseries" | `streaming:${string}`;

const STREAMING = "streaming:";

export const streamingKind = (slug: string): ListingKind => `${STREAMING}${slug}`;

/** The query of the contract's /shows/ endpoint that asks for a kind of listing, and back. */
export const listingQuery = (kind: ListingKind): ShowsQuery => {
  if (kind.startsWith(STREAMING)) return { streaming: kind.slice(STREAMING.length) };
  if (kind === "today") return { today: "" };
  if (kind === "week") return { week: "" };
  return { tvseries: "" };
};

export const listingKindOf = (query: ShowsQuery): ListingKind => {
  if ("streaming" in query) return streamingKind(query.streaming);
  if ("today" in query) return "today";
  if ("week" in query) return "week";
  return "tvseries";
};

export const listingUrl = (kind: ListingKind): string => urlFor("shows", { query: listingQuery(kind) });
