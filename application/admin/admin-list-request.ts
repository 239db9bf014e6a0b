import { Effect } from "effect";
import { ADMIN_MAX_COUNT, ADMIN_MAX_OFFSET } from "../../domain/admin/admin-page.ts";
import { InvalidAdminInput } from "./admin-failures.ts";

export interface AdminPageRequest {
  readonly count: number;
  readonly offset: number;
}

/** A page of an admin list: 1 to 36 items from an offset. */
export const checkedPage = (request: AdminPageRequest): Effect.Effect<AdminPageRequest, InvalidAdminInput> => {
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > ADMIN_MAX_COUNT) {
    return Effect.fail(new InvalidAdminInput({ field: "n", message: `n must be between 1 and ${ADMIN_MAX_COUNT}.` }));
  }
  if (!Number.isInteger(request.offset) || request.offset < 0 || request.offset > ADMIN_MAX_OFFSET) {
    return Effect.fail(new InvalidAdminInput({ field: "offset", message: `offset must be between 0 and ${ADMIN_MAX_OFFSET}.` }));
  }
  return Effect.succeed(request);
};
