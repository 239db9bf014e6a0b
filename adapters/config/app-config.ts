import path from "node:path";
import { Schema } from "effect";

export const AppConfig = Schema.Struct({
  port: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 65535 })),
  host: Schema.optional(Schema.String),
  databaseUrl: Schema.optional(Schema.String),
  dataDir: Schema.String,
  publicUrl: Schema.String,
  seedDemo: Schema.Literals(["auto", "never"]),
  distDir: Schema.String,
});
export type AppConfig = typeof AppConfig.Type;

type Env = Readonly<Record<string, string | undefined>>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

export class ConfigurationError extends Error {}

// Every environment variable the app reads, with its default; the README's configuration table mirrors this.
export const loadAppConfig = (env: Env = process.env, cwd = process.cwd()): AppConfig => {
  const portText = nonEmpty(env.PORT) ?? "3000";
  const port = Number(portText);
  const candidate = {
    port,
    host: nonEmpty(env.HOST),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? "data"),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${portText}`).replace(/\/+$/, ""),
    seedDemo: nonEmpty(env.SEED_DEMO) ?? "auto",
    distDir: path.resolve(cwd, nonEmpty(env.DIST_DIR) ?? "dist"),
  };
  const decoded = Schema.decodeUnknownExit(AppConfig)(candidate);
  if (decoded._tag === "Failure") {
    throw new ConfigurationError(`Invalid configuration: ${JSON.stringify(candidate)}\n${String(decoded.cause)}`);
  }
  return decoded.value;
};
