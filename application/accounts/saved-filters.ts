import { Schema } from "effect";
import { ChannelSource } from "../../domain/channel-source.ts";
import { decodeStoredFilters, DEFAULT_FILTERS, type Filters } from "../../domain/filters.ts";

/** Filters saved on the server, field by field; unlike browser storage, a saved custom-list source stays as chosen. */
export const savedFilters = (stored: unknown): Filters => {
  if (typeof stored !== "object" || stored === null) return DEFAULT_FILTERS;
  const lenient = decodeStoredFilters(stored);
  const system = (stored as { readonly system?: unknown }).system;
  return Schema.is(ChannelSource)(system) ? { ...lenient, system } : lenient;
};
