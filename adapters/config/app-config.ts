import path from "node:path";
import { Schema } from "effect";

export const AppConfig = Schema.Struct({
  port: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 65535 })),
  host: Schema.optional(Schema.String),
  databaseUrl: Schema.optional(Schema.String),
  dataDir: Schema.String,
  /** PostgreSQL: statements running longer are cancelled (0: no limit) */
  databaseStatementTimeoutSeconds: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 86_400 }))),
  publicUrl: Schema.String,
  /** auto: seed an empty embedded database only; always: seed any empty database, PostgreSQL too; never: no demo */
  seedDemo: Schema.Literals(["auto", "always", "never"]),
  distDir: Schema.String,
  /** unset: mail goes to a file outbox in DATA_DIR/outbox */
  smtpUrl: Schema.optional(Schema.String),
  mailFrom: Schema.optional(Schema.String),
  /** how often the server sends queued mail; 0 leaves it to the drain-outbox command */
  mailPollSeconds: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 86_400 }))),
  trustProxy: Schema.optional(Schema.Boolean),
  /** on SIGTERM/SIGINT the server drains for at most this long, then cuts what is left and exits */
  shutdownTimeoutSeconds: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 1, maximum: 3600 }))),
  /** unset: premium membership cannot be bought, and the offer says so */
  stripeSecretKey: Schema.optional(Schema.String),
  stripeWebhookSecret: Schema.optional(Schema.String),
  stripePriceId: Schema.optional(Schema.String),
  /** signs unsubscribe links; unset: a random key made once and kept in the database */
  signingSecret: Schema.optional(Schema.String.check(Schema.isMinLength(32))),
  /** unset: the dashboard's trailer search answers that video search is not configured */
  youtubeApiKey: Schema.optional(Schema.String),
  /** tests and demos only: the instant the server's clock starts at; unset, the system clock */
  clockStart: Schema.optional(Schema.Struct({ at: Schema.Finite, ticks: Schema.Boolean })),
  /** unset: no /metrics; set, /metrics answers only `Authorization: Bearer <token>` */
  metricsToken: Schema.optional(Schema.String.check(Schema.isMinLength(16))),
  /** text: one readable line per log entry; json: one JSON object per line */
  logFormat: Schema.optional(Schema.Literals(["text", "json"])),
  /** OTLP/HTTP collector base address (spans go to <it>/v1/traces); unset: no tracing */
  otlpEndpoint: Schema.optional(Schema.String.check(Schema.isPattern(/^https?:\/\/\S+$/))),
  otelServiceName: Schema.optional(Schema.String),
});
export type AppConfig = typeof AppConfig.Type;

/** Whether the server seeds the demo week into an empty database on start: never into a PostgreSQL DATABASE_URL unless SEED_DEMO=always. */
export const seedsDemoOnStart = (config: Pick<AppConfig, "seedDemo" | "databaseUrl">): boolean =>
  config.seedDemo === "always" || (config.seedDemo === "auto" && config.databaseUrl === undefined);

type Env = Readonly<Record<string, string | undefined>>;

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === "" ? undefined : value.trim());

export class ConfigurationError extends Error {}

// An instant with its offset, so that it means the same moment on every machine.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const instantOf = (text: string): number => (ISO_INSTANT.test(text) ? Date.parse(text) : Number.NaN);

const withoutPassword = (url: string | undefined): string | undefined => url?.replace(/\/\/([^:/@]*):[^@/]*@/, "//$1:***@");

const clockStartOf = (start: string | undefined, ticks: string) =>
  start === undefined ? undefined : { at: instantOf(start), ticks: ticks === "true" ? true : ticks === "false" ? false : ticks };

/**
 * Outside the embedded default (DATABASE_URL set) a job that sends mail runs on a server whose address it cannot guess:
 * without PUBLIC_URL its mails would link to localhost.
 */
export const publicUrlWarning = (env: Env = process.env): string | undefined =>
  nonEmpty(env.DATABASE_URL) === undefined || nonEmpty(env.PUBLIC_URL) !== undefined
    ? undefined
    : `Warning: PUBLIC_URL is not set: links in mails will point to http://localhost:${nonEmpty(env.PORT) ?? "3000"}. ` +
      "Set PUBLIC_URL to the site's public address (for example https://tellyfilms.example) for every job and server.";

/** LOG_FORMAT before the rest of the configuration is read (a command's `--help` works with a broken environment). */
export const logFormatOf = (env: Env = process.env): AppConfig["logFormat"] => (nonEmpty(env.LOG_FORMAT) === "json" ? "json" : "text");

// Every environment variable the app reads, with its default; the README's configuration table mirrors this.
export const loadAppConfig = (env: Env = process.env, cwd = process.cwd()): AppConfig => {
  const portText = nonEmpty(env.PORT) ?? "3000";
  const port = Number(portText);
  const candidate = {
    port,
    host: nonEmpty(env.HOST),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseStatementTimeoutSeconds: Number(nonEmpty(env.DATABASE_STATEMENT_TIMEOUT_SECONDS) ?? "300"),
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? "data"),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${portText}`).replace(/\/+$/, ""),
    seedDemo: nonEmpty(env.SEED_DEMO) ?? "auto",
    distDir: path.resolve(cwd, nonEmpty(env.DIST_DIR) ?? "dist"),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    mailPollSeconds: Number(nonEmpty(env.MAIL_POLL_SECONDS) ?? "5"),
    trustProxy: (nonEmpty(env.TRUST_PROXY) ?? "false") === "true",
    shutdownTimeoutSeconds: Number(nonEmpty(env.SHUTDOWN_TIMEOUT_SECONDS) ?? "10"),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    stripePriceId: nonEmpty(env.STRIPE_PRICE_ID),
    signingSecret: nonEmpty(env.SIGNING_SECRET),
    youtubeApiKey: nonEmpty(env.YOUTUBE_API_KEY),
    clockStart: clockStartOf(nonEmpty(env.CLOCK_START), nonEmpty(env.CLOCK_TICKS) ?? "true"),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    logFormat: nonEmpty(env.LOG_FORMAT) ?? "text",
    otlpEndpoint: nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT),
    otelServiceName: nonEmpty(env.OTEL_SERVICE_NAME),
  };
  const decoded = Schema.decodeUnknownExit(AppConfig)(candidate);
  if (decoded._tag === "Failure") {
    const hidden = (value: string | undefined) => (value === undefined ? undefined : "***");
    const shown = {
      ...candidate,
      databaseUrl: withoutPassword(candidate.databaseUrl),
      smtpUrl: withoutPassword(candidate.smtpUrl),
      stripeSecretKey: hidden(candidate.stripeSecretKey),
      stripeWebhookSecret: hidden(candidate.stripeWebhookSecret),
      signingSecret: hidden(candidate.signingSecret),
      youtubeApiKey: hidden(candidate.youtubeApiKey),
      metricsToken: hidden(candidate.metricsToken),
    };
    throw new ConfigurationError(`Invalid configuration: ${JSON.stringify(shown)}\n${String(decoded.cause)}`);
  }
  return decoded.value;
};
