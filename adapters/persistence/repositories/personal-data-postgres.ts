import { Layer } from "effect";
import { AccountRepositoryPostgres } from "./account-repository-postgres.ts";
import { CalendarFeedsPostgres } from "./calendar-feeds-postgres.ts";
import { ChannelListsPostgres } from "./channel-lists-postgres.ts";
import { EmailChangesPostgres } from "./email-changes-postgres.ts";
import { KnownDevicesPostgres } from "./known-devices-postgres.ts";
import { LoginAttemptsPostgres } from "./login-attempts-postgres.ts";
import { MailOutboxPostgres } from "./mail-outbox-postgres.ts";
import { PasswordResetsPostgres } from "./password-resets-postgres.ts";
import { RecommendationSourcePostgres } from "./recommendation-source-postgres.ts";
import { SessionStorePostgres } from "./session-store-postgres.ts";
import { UserMessagesPostgres } from "./user-messages-postgres.ts";
import { UserTitlesPostgres } from "./user-titles-postgres.ts";
import { WatchHistoryStorePostgres } from "./watch-history-store-postgres.ts";

/** Every account and personal-data port on PostgreSQL (or PGlite); needs the Database service. */
export const PersonalDataPostgres = Layer.mergeAll(
  AccountRepositoryPostgres,
  SessionStorePostgres,
  PasswordResetsPostgres,
  EmailChangesPostgres,
  LoginAttemptsPostgres,
  KnownDevicesPostgres,
  MailOutboxPostgres,
  UserTitlesPostgres,
  UserMessagesPostgres,
  ChannelListsPostgres,
  RecommendationSourcePostgres,
  CalendarFeedsPostgres,
  WatchHistoryStorePostgres,
);
