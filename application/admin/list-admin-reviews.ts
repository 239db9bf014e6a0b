import { Effect } from "effect";
import { AdminCatalogue } from "./admin-catalogue.ts";
import { checkedPage, type AdminPageRequest } from "./admin-list-request.ts";

/** Reviews to check: unverified first, then newest first. */
export const listAdminReviews = Effect.fn("listAdminReviews")(function* (request: AdminPageRequest) {
  const page = yield* checkedPage(request);
  return yield* (yield* AdminCatalogue).listReviews(page.count, page.offset);
});
