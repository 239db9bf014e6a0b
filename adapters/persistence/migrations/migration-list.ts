import { Migration20261101000000_search_functions } from "./20261101000000-search-functions.ts";
import { Migration20261120224259_initial_schema } from "./20261120224259-initial-schema.ts";
import { Migration20261120224937_streaming_kind_and_testimonials } from "./20261120224937-streaming-kind-and-testimonials.ts";

/** Every migration, oldest first; the same list runs on PGlite and PostgreSQL. */
export const migrationList = [
  Migration20261101000000_search_functions,
  Migration20261120224259_initial_schema,
  Migration20261120224937_streaming_kind_and_testimonials,
];
