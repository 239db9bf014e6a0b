import { Layer } from "effect";
import { FeedbackHandlers } from "./handlers/feedback-handlers.ts";
import { ListingsHandlers } from "./handlers/listings-handlers.ts";
import { LookupsHandlers } from "./handlers/lookups-handlers.ts";
import { PeopleHandlers } from "./handlers/people-handlers.ts";
import { TitlesHandlers } from "./handlers/titles-handlers.ts";

/** The handlers of the public endpoints: listings, titles, people, lookups and feedback. */
export const PublicApiHandlers = Layer.mergeAll(ListingsHandlers, TitlesHandlers, PeopleHandlers, LookupsHandlers, FeedbackHandlers);
