import type { TopPayload } from "../../../adapters/http/contract/listings-api.ts";
import type { HighlightKey } from "../../../domain/highlights.ts";

export type Highlights = TopPayload;

export const HIGHLIGHT_SECTIONS: ReadonlyArray<{ readonly key: HighlightKey; readonly title: string }> = [
  { key: "most_waited", title: "Most Anticipated" },
  { key: "most_watched", title: "Most Watched" },
  { key: "top_premiere", title: "Top Rated Premiere" },
  { key: "top_family", title: "Family" },
  { key: "top_classic", title: "Classic" },
  { key: "top_foreign", title: "Foreign films" },
];
