import { Migration20261101000000_search_functions } from "./20261101000000-search-functions.ts";
import { Migration20261120224259_initial_schema } from "./20261120224259-initial-schema.ts";
import { Migration20261120224937_streaming_kind_and_testimonials } from "./20261120224937-streaming-kind-and-testimonials.ts";
import { Migration20261120225355_import_flags_and_person_name } from "./20261120225355-import-flags-and-person-name.ts";
import { Migration20261120225427_client_errors_and_data_version } from "./20261120225427-client-errors-and-data-version.ts";
import { Migration20261120225544_account_termination_and_throttle } from "./20261120225544-account-termination-and-throttle.ts";
import { Migration20261120233320_operator_jobs_and_premium } from "./20261120233320-operator-jobs-and-premium.ts";
import { Migration20261120233453_admin_dashboard } from "./20261120233453-admin-dashboard.ts";
import { Migration20261121021546_partial_streaming_show_index } from "./20261121021546-partial-streaming-show-index.ts";
import { Migration20261125110057_xmltv_credit_character } from "./20261125110057-xmltv-credit-character.ts";
import { Migration20261125114948_xmltv_catalogue_match_key } from "./20261125114948-xmltv-catalogue-match-key.ts";
import { Migration20261125110835_enrich_film_data } from "./20261125110835-enrich-film-data.ts";
import { Migration20261125120000_registry_channel_logos } from "./20261125120000-registry-channel-logos.ts";
import { Migration20261125140000_search_match_key_columns } from "./20261125140000-search-match-key-columns.ts";
import { Migration20261125111159_security_known_devices } from "./20261125111159-security-known-devices.ts";
import { Migration20261125114233_security_newsletter_opt_in } from "./20261125114233-security-newsletter-opt-in.ts";
import { Migration20261125140408_ops_job_runs } from "./20261125140408-ops-job-runs.ts";
import { Migration20261125140413_member_calendar_feed } from "./20261125140413-member-calendar-feed.ts";
import { Migration20261125140639_harden_email_change } from "./20261125140639-harden-email-change.ts";
import { Migration20261126213242_series_merge_former_keys } from "./20261126213242-series-merge-former-keys.ts";
import { Migration20261127013000_catalogue_match_key_gist_index } from "./20261127013000-catalogue-match-key-gist-index.ts";
import { Migration20261127050000_catalogue_gist_signature_length } from "./20261127050000-catalogue-gist-signature-length.ts";
import { Migration20261127052738_person_tmdb_id_index } from "./20261127052738-person-tmdb-id-index.ts";
import { Migration20261127073947_drop_show_source_index } from "./20261127073947-drop-show-source-index.ts";
import { Migration20261128220000_short_synopsis_from_synopsis } from "./20261128220000-short-synopsis-from-synopsis.ts";

/** Every migration, oldest first; the same list runs on PGlite and PostgreSQL. */
export const migrationList = [
  Migration20261101000000_search_functions,
  Migration20261120224259_initial_schema,
  Migration20261120224937_streaming_kind_and_testimonials,
  Migration20261120225355_import_flags_and_person_name,
  Migration20261120225427_client_errors_and_data_version,
  Migration20261120225544_account_termination_and_throttle,
  Migration20261120233320_operator_jobs_and_premium,
  Migration20261120233453_admin_dashboard,
  Migration20261121021546_partial_streaming_show_index,
  Migration20261125110057_xmltv_credit_character,
  Migration20261125110835_enrich_film_data,
  Migration20261125111159_security_known_devices,
  Migration20261125114233_security_newsletter_opt_in,
  Migration20261125114948_xmltv_catalogue_match_key,
  Migration20261125120000_registry_channel_logos,
  Migration20261125140000_search_match_key_columns,
  Migration20261125140408_ops_job_runs,
  Migration20261125140413_member_calendar_feed,
  Migration20261125140639_harden_email_change,
  Migration20261126213242_series_merge_former_keys,
  Migration20261127013000_catalogue_match_key_gist_index,
  Migration20261127050000_catalogue_gist_signature_length,
  Migration20261127052738_person_tmdb_id_index,
  Migration20261127073947_drop_show_source_index,
  Migration20261128220000_short_synopsis_from_synopsis,
];
