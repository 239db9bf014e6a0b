import { describe, expect, it } from "vitest";
import { loadAppConfig, publicUrlWarning, seedsDemoOnStart } from "../../../adapters/config/app-config.ts";

const configFor = (env: Record<string, string>) => loadAppConfig(env, "/srv/tellyfilms");

describe("SEED_DEMO", () => {
  it("seeds the demo week only into the embedded default when left at auto", () => {
    expect(seedsDemoOnStart(configFor({}))).toBe(true);
    expect(seedsDemoOnStart(configFor({ SEED_DEMO: "auto" }))).toBe(true);
    expect(seedsDemoOnStart(configFor({ DATABASE_URL: "postgres://tellyfilms@db:5432/tellyfilms" }))).toBe(false);
  });

  it("seeds a PostgreSQL database only when told always, and nothing when told never", () => {
    expect(seedsDemoOnStart(configFor({ DATABASE_URL: "postgres://tellyfilms@db:5432/tellyfilms", SEED_DEMO: "always" }))).toBe(true);
    expect(seedsDemoOnStart(configFor({ SEED_DEMO: "never" }))).toBe(false);
  });

  it("refuses a value it does not know", () => {
    expect(() => configFor({ SEED_DEMO: "sometimes" })).toThrow();
  });
});

describe("the PUBLIC_URL warning of the CLI jobs", () => {
  it("warns only outside the embedded default and only while PUBLIC_URL is unset", () => {
    expect(publicUrlWarning({ DATABASE_URL: "postgres://db/tellyfilms" })).toMatch(
      /^Warning: PUBLIC_URL is not set: links in mails will point to http:\/\/localhost:3000\./,
    );
    expect(publicUrlWarning({ DATABASE_URL: "postgres://db/tellyfilms", PORT: "8080" })).toContain("http://localhost:8080");
    expect(publicUrlWarning({ DATABASE_URL: "postgres://db/tellyfilms", PUBLIC_URL: "https://films.example" })).toBeUndefined();
    expect(publicUrlWarning({})).toBeUndefined();
  });
});
