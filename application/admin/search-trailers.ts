import { Effect, Option } from "effect";
import { trailerSearchQuery } from "../../domain/admin/video-candidate.ts";
import { AdminCatalogue } from "./admin-catalogue.ts";
import { AdminTargetNotFound } from "./admin-failures.ts";
import { VideoSearch } from "./video-search.ts";

/** Candidate trailers for a film, searched by its title and year. */
export const searchTrailers = Effect.fn("searchTrailers")(function* (kind: "film" | "series", tconst: string) {
  const film = yield* (yield* AdminCatalogue).findTitle(kind, tconst);
  if (Option.isNone(film)) return yield* new AdminTargetNotFound({ message: `No ${kind} has the IMDb id ${tconst}.` });
  return yield* (yield* VideoSearch).search(trailerSearchQuery(film.value));
});
