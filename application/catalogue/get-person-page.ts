import { Effect } from "effect";
import type { CreditRole } from "../../domain/person-page.ts";
import { PersonNotFound } from "./catalogue-failures.ts";
import { TitleReadModel } from "./title-read-model.ts";

/** The Star or Director page; someone credited only in the other role is not found. */
export const getPersonPage = (role: CreditRole, slug: string) =>
  Effect.gen(function* () {
    const titles = yield* TitleReadModel;
    const page = yield* titles.findPersonPage(role, slug);
    if (page === null) return yield* new PersonNotFound({ role, slug });
    return page;
  });
