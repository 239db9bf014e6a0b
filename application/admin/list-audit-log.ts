import { Effect } from "effect";
import { checkedPage, type AdminPageRequest } from "./admin-list-request.ts";
import { AuditLog } from "./audit-log.ts";

export const listAuditLog = Effect.fn("listAuditLog")(function* (request: AdminPageRequest) {
  const page = yield* checkedPage(request);
  return yield* (yield* AuditLog).recent(page.count, page.offset);
});
