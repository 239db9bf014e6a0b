import { Effect } from "effect";
import { broadcastDate, broadcastDayEnd, broadcastDayStart } from "../../domain/broadcast-day.ts";
import { formatIsoDate } from "../../domain/local-date.ts";
import { AdminCatalogue, type AdminList } from "./admin-catalogue.ts";
import { InvalidAdminInput } from "./admin-failures.ts";
import { checkedPage } from "./admin-list-request.ts";
import { TitleViews } from "./title-views.ts";

export const KEYWORD_MAX_LENGTH = 200;

export interface AdminTitleRequest {
  readonly list: AdminList;
  readonly keyword: string;
  readonly count: number;
  readonly offset: number;
  readonly random: boolean;
}

/** One page of a dashboard list of films or series, with view counters current to the broadcast day. */
export const listAdminTitles = Effect.fn("listAdminTitles")(function* (kind: "film" | "series", request: AdminTitleRequest, now: number, zone: string) {
  const page = yield* checkedPage(request);
  const keyword = request.keyword.trim();
  if (request.list === "keyword" && (keyword === "" || keyword.length > KEYWORD_MAX_LENGTH)) {
    return yield* new InvalidAdminInput({ field: "keyword", message: `Enter a keyword of 1 to ${KEYWORD_MAX_LENGTH} characters.` });
  }
  yield* (yield* TitleViews).rollOver(formatIsoDate(broadcastDate(now, zone)));
  return yield* (yield* AdminCatalogue).listTitles({
    kind,
    list: request.list,
    keyword,
    count: page.count,
    offset: page.offset,
    random: request.random,
    today: { start: broadcastDayStart(now, zone), end: broadcastDayEnd(now, zone) },
  });
});
