import { Effect } from "effect";
import { AdvertNotFound } from "./site-failures.ts";
import { SiteInbox } from "./site-inbox.ts";

export const countAdvertView = (advertId: number) =>
  Effect.gen(function* () {
    const inbox = yield* SiteInbox;
    const found = yield* inbox.countAdvertView(advertId);
    if (!found) return yield* new AdvertNotFound({ id: advertId });
  });
