import path from "node:path";
import { Clock, Console, Effect, Layer, Option } from "effect";
import { PublicSite } from "../application/accounts/public-site.ts";
import { ensureFirstAdmin } from "../application/admin/ensure-first-admin.ts";
import { LONDON } from "../domain/broadcast-day.ts";
import { seedsDemoOnStart, type AppConfig } from "./config/app-config.ts";
import { MailTemplatesHtml } from "./email/mail-templates-html.ts";
import { MailerFileOutbox } from "./email/mailer-file-outbox.ts";
import { MailerSmtp } from "./email/mailer-smtp.ts";
import { OutboxSenderLoop } from "./email/outbox-sender-loop.ts";
import { PaymentProviderStripe } from "./payments/payment-provider-stripe.ts";
import { PaymentProviderUnconfigured } from "./payments/payment-provider-unconfigured.ts";
import { FilmAlertsPostgres } from "./persistence/repositories/film-alerts-postgres.ts";
import { JobRunsPostgres } from "./persistence/repositories/job-runs-postgres.ts";
import { MailOutboxDepthPostgres } from "./persistence/repositories/mail-outbox-depth-postgres.ts";
import { LinkSignerStoredKey } from "./persistence/repositories/link-signer-stored-key.ts";
import { PremiumLedgerPostgres } from "./persistence/repositories/premium-ledger-postgres.ts";
import { WeeklyNewslettersPostgres } from "./persistence/repositories/weekly-newsletters-postgres.ts";
import { LinkSignerHmac } from "./security/link-signer-hmac.ts";
import { HttpSettings } from "./http/http-settings.ts";
import { ProfileImagesSharp } from "./images/profile-images-sharp.ts";
import { PersonalDataPostgres } from "./persistence/repositories/personal-data-postgres.ts";
import { OWASP_ARGON2, PasswordHasherArgon2, type Argon2Parameters } from "./security/password-hasher-argon2.ts";
import { SecureTokensNode } from "./security/secure-tokens-node.ts";
import { ClockFromConfig } from "./clock/clock-from-start.ts";
import { describeSeed, seedDemoDataIfEmpty } from "./importers/demo/ensure-demo-data.ts";
import { Database, DatabaseLive } from "./persistence/database-service.ts";
import { DataVersionPostgres } from "./persistence/repositories/data-version-postgres.ts";
import { FilmSearchIndexPostgres } from "./persistence/repositories/film-search-index-postgres.ts";
import { ListingReadModelPostgres } from "./persistence/repositories/listing-read-model-postgres.ts";
import { LookupsReadModelPostgres } from "./persistence/repositories/lookups-read-model-postgres.ts";
import { RequestQuotaPostgres } from "./persistence/repositories/request-quota-postgres.ts";
import { SiteInboxPostgres } from "./persistence/repositories/site-inbox-postgres.ts";
import { TitleReadModelPostgres } from "./persistence/repositories/title-read-model-postgres.ts";
import { AdminAccountsPostgres } from "./persistence/repositories/admin-accounts-postgres.ts";
import { AuditLogPostgres } from "./persistence/repositories/admin-audit-log-postgres.ts";
import { AdminCataloguePostgres } from "./persistence/repositories/admin-catalogue-postgres.ts";
import { TitleViewsPostgres } from "./persistence/repositories/admin-title-views-postgres.ts";
import { VideoSearchUnconfigured, VideoSearchYoutube } from "./youtube/video-search-youtube.ts";

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

/** Film alerts, the weekly email, mail templates, premium payments, signed links, the record of job runs and the outbox depth; needs the Database service. */
export const makeOperatorJobServices = (config: AppConfig) =>
  Layer.mergeAll(
    FilmAlertsPostgres,
    JobRunsPostgres,
    MailOutboxDepthPostgres,
    WeeklyNewslettersPostgres,
    MailTemplatesHtml,
    PremiumLedgerPostgres,
    config.signingSecret === undefined ? LinkSignerStoredKey : LinkSignerHmac(config.signingSecret),
    config.stripeSecretKey === undefined || config.stripeWebhookSecret === undefined
      ? PaymentProviderUnconfigured
      : PaymentProviderStripe({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret, priceId: config.stripePriceId }),
  );

/** Accounts, sessions, personal data, password hashing, profile images and mail; needs the Database service. */
export const makeAccountServices = (config: AppConfig, options: AccountServiceOptions = {}) => {
  const filesDir = options.filesDir ?? config.dataDir;
  const mailFrom = config.mailFrom ?? `TellyFilms <no-reply@${new URL(config.publicUrl).hostname}>`;
  const mailer = config.smtpUrl === undefined ? MailerFileOutbox(path.join(filesDir, "outbox"), mailFrom) : MailerSmtp({ url: config.smtpUrl, from: mailFrom });
  const profileImageDir = path.join(filesDir, "profile-images");
  return Layer.mergeAll(
    PersonalDataPostgres,
    PasswordHasherArgon2(options.argon2 ?? OWASP_ARGON2),
    SecureTokensNode,
    ProfileImagesSharp(profileImageDir),
    mailer,
    makeOperatorJobServices(config),
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

/** The admin dashboard's accounts, catalogue edits, audit log, view counters and trailer search; needs the Database service. */
export const makeAdminServices = (config: AppConfig) =>
  Layer.mergeAll(
    AdminAccountsPostgres,
    AdminCataloguePostgres,
    AuditLogPostgres,
    TitleViewsPostgres(),
    config.youtubeApiKey === undefined ? VideoSearchUnconfigured : VideoSearchYoutube({ apiKey: config.youtubeApiKey }),
  );

// Embedded default only: the one way to a first admin there, shown once and never stored anywhere but as a hash.
const FirstAdminOnStart = (publicUrl: string) =>
  Layer.effectDiscard(
    Effect.flatMap(ensureFirstAdmin, (created) =>
      Option.match(created, {
        onNone: () => Effect.void,
        onSome: (admin) =>
          Console.log(
            `\nCreated the first admin account (this password is shown only now):\n  email:    ${admin.email}\n  password: ${admin.password}\n` +
              `Log in at ${publicUrl}/ and open ${publicUrl}/dashboard/. Make other admins with: node cli/main.ts grant-admin <email>\n`,
          ),
      }),
    ),
  );

// The one place that picks implementations; the server entry and the CLI both build their layers here.
export const makeInfrastructure = (config: AppConfig, options: AccountServiceOptions = {}) => {
  const database = DatabaseLive({ ...config, owner: { role: "server", port: config.port } });
  const withDemo = seedsDemoOnStart(config) ? Layer.provideMerge(DemoDataOnStart, database) : database;
  const pollSeconds = config.mailPollSeconds ?? DEFAULT_MAIL_POLL_SECONDS;
  const services = makeAccountServices(config, options);
  const accounts = pollSeconds > 0 ? Layer.provideMerge(OutboxSenderLoop(pollSeconds), services) : services;
  const withAdmin = Layer.merge(accounts, makeAdminServices(config));
  const embeddedDefault = config.databaseUrl === undefined && !config.dataDir.startsWith("memory://");
  const withFirstAdmin = embeddedDefault ? Layer.provideMerge(FirstAdminOnStart(config.publicUrl), withAdmin) : withAdmin;
  const infrastructure = Layer.provideMerge(Layer.merge(withFirstAdmin, PublicSiteRepositories), withDemo);
  // Everything, the demo seed on start included, reads the one configured clock.
  return Layer.provideMerge(infrastructure, ClockFromConfig(config.clockStart));
};
