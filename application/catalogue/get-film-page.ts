import { Effect } from "effect";
import { TitleNotFound } from "./catalogue-failures.ts";
import { TitleReadModel } from "./title-read-model.ts";

export const getFilmPage = (slug: string, now: number) =>
  Effect.gen(function* () {
    const titles = yield* TitleReadModel;
    const page = yield* titles.findFilmPage(slug, now);
    if (page === null) return yield* new TitleNotFound({ kind: "film", slug });
    return page;
  });
