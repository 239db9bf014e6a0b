import { Effect, Layer } from "effect";
import { RecommendationSource } from "../../application/personal/recommendation-source.ts";
import type { CandidateFilm, TasteFilm } from "../../domain/recommendations.ts";
import { slugOf, type InMemoryData } from "./in-memory-data.ts";

export const recommendationSourceFake = (data: InMemoryData) =>
  Layer.succeed(
    RecommendationSource,
    RecommendationSource.of({
      taste: (userId) =>
        Effect.sync(() =>
          [...data.userTitles.values()]
            .filter((row) => row.userId === userId && row.watched)
            .flatMap((row): Array<TasteFilm> => {
              const title = data.titles.get(row.tconst);
              if (title === undefined) return [];
              return [
                { tconst: row.tconst, year: title.year, genres: title.genres, directors: title.directors, stars: title.stars.slice(0, 5), rating: row.stars },
              ];
            }),
        ),
      candidates: (from, to) =>
        Effect.sync(() =>
          data.catalogue.titles
            .filter((title) => title.kind === "film")
            .flatMap((title): Array<CandidateFilm> => {
              const times = title.shows.map((show) => show.at).filter((at) => at >= from && at < to);
              if (times.length === 0) return [];
              return [
                {
                  tconst: title.tconst,
                  title: title.title,
                  year: title.year,
                  slug: slugOf(title),
                  posterUrl: null,
                  time: Math.min(...times),
                  genres: title.genres,
                  directors: title.directors,
                  stars: title.stars.slice(0, 5),
                },
              ];
            })
            .sort((a, b) => a.time - b.time || (a.tconst < b.tconst ? -1 : 1)),
        ),
    }),
  );
