import { Schema } from "effect";

export const SORT_ORDERS = [
  "show time",
  "title",
  "year",
  "imdb rating",
  "audience rating",
  "critics rating",
  "average rating",
  "category",
  "certificate",
  "channel",
] as const;

export const SortOrder = Schema.Literals(SORT_ORDERS);
export type SortOrder = typeof SortOrder.Type;
