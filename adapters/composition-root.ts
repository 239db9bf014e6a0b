import path from "node:path";
import { Clock, Effect, Layer } from "effect";
import { PublicSite } from "../application/accounts/public-site.ts";
import { LONDON } from "../domain/broadcast-day.ts";
import type { AppConfig } from "./config/app-config.ts";
import { MailerFileOutbox } from "./email/mailer-file-outbox.ts";
import { MailerSmtp } from "./email/mailer-smtp.ts";
import { OutboxSenderLoop } from "./email/outbox-sender-loop.ts";
import { HttpSettings } from "./http/http-settings.ts";
import { ProfileImagesSharp } from "./images/profile-images-sharp.ts";
import { PersonalDataPostgres } from "./persistence/repositories/personal-data-postgres.ts";
import { OWASP_ARGON2, PasswordHasherArgon2, type Argon2Parameters } from "./security/password-hasher-argon2.ts";
import { SecureTokensNode } from "./security/secure-tokens-node.ts";
import { describeSeed, seedDemoDataIfEmpty } from "./importers/demo/ensure-demo-data.ts";
import { Database, DatabaseLive } from "./persistence/database-service.ts";
import { DataVersionPostgres } from "./persistence/repositories/data-version-postgres.ts";
import { FilmSearchIndexPostgres } from "./persistence/repositories/film-search-index-postgres.ts";
import { ListingReadModelPostgres } from "./persistence/repositories/listing-read-model-postgres.ts";
import { LookupsReadModelPostgres } from "./persistence/repositories/lookups-read-model-postgres.ts";
import { RequestQuotaPostgres } from "./persistence/repositories/request-quota-postgres.ts";
import { SiteInboxPostgres } from "./persistence/repositories/site-inbox-postgres.ts";
import { TitleReadModelPostgres } from "./persistence/repositories/title-read-model-postgres.ts";

export const UK_ZONE = LONDON;

const DemoDataOnStart = Layer.effectDiscard(
  Effect.gen(function* () {
    const database = yield* Database;
    const now = yield* Clock.currentTimeMillis;
    const summary = yield* Effect.promise(() => seedDemoDataIfEmpty(database.orm, now, UK_ZONE));
    if (summary !== null) yield* Effect.logInfo(describeSeed(summary));
  }),
);

export interface AccountServiceOptions {
  /** Where profile images and the file outbox live (default: DATA_DIR). */
  readonly filesDir?: string | undefined;
  readonly argon2?: Argon2Parameters | undefined;
}

export const DEFAULT_MAIL_POLL_SECONDS = 5;

/** Accounts, sessions, personal data, password hashing, profile images and mail; needs the Database service. */
export const makeAccountServices = (config: AppConfig, options: AccountServiceOptions = {}) => {
  const filesDir = options.filesDir ?? config.dataDir;
  const mailFrom = config.mailFrom ?? `TellyFilms <no-reply@${new URL(config.publicUrl).hostname}>`;
  const mailer =
    config.smtpUrl === undefined ? MailerFileOutbox(path.join(filesDir, "outbox"), mailFrom) : MailerSmtp({ url: config.smtpUrl, from: mailFrom });
  const profileImageDir = path.join(filesDir, "profile-images");
  return Layer.mergeAll(
    PersonalDataPostgres,
    PasswordHasherArgon2(options.argon2 ?? OWASP_ARGON2),
    SecureTokensNode,
    ProfileImagesSharp(profileImageDir),
    mailer,
    Layer.succeed(PublicSite, { url: config.publicUrl }),
    Layer.succeed(HttpSettings, { publicUrl: config.publicUrl, trustProxy: config.trustProxy ?? false, profileImageDir }),
  );
};

/** The read models and inbox behind the public pages and API; needs the Database service. */
export const PublicSiteRepositories = Layer.mergeAll(
  ListingReadModelPostgres,
  LookupsReadModelPostgres,
  TitleReadModelPostgres,
  FilmSearchIndexPostgres,
  SiteInboxPostgres,
  RequestQuotaPostgres,
  DataVersionPostgres(),
);

// The one place that picks implementations; the server entry and the CLI both build their layers here.
export const makeInfrastructure = (config: AppConfig, options: AccountServiceOptions = {}) => {
  const database = DatabaseLive({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const withDemo = config.seedDemo === "auto" ? Layer.provideMerge(DemoDataOnStart, database) : database;
  const pollSeconds = config.mailPollSeconds ?? DEFAULT_MAIL_POLL_SECONDS;
  const services = makeAccountServices(config, options);
  const accounts = pollSeconds > 0 ? Layer.provideMerge(OutboxSenderLoop(pollSeconds), services) : services;
  return Layer.provideMerge(Layer.merge(accounts, PublicSiteRepositories), withDemo);
};
