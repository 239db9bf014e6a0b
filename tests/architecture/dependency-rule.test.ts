import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

// The files an injected import points at, in a scratch tree shaped like the project's.
const TARGETS = [
  "domain/film.ts",
  "application/list-shows.ts",
  "adapters/persistence/database.ts",
  "adapters/http/contract/api.ts",
  "adapters/http/http-server.ts",
  "ui/app.tsx",
  "ui/features/shows/film-links.ts",
  "ui/features/shows/index.ts",
  "cli/main.ts",
];

interface Injection {
  readonly file: string;
  readonly imports: string;
  readonly rule: string;
}

const FORBIDDEN: ReadonlyArray<Injection> = [
  { file: "domain/clock-read.ts", imports: "node:fs", rule: "domain-only-domain-and-effect-core" },
  { file: "domain/http-rule.ts", imports: "effect/http", rule: "domain-only-domain-and-effect-core" },
  { file: "domain/http-api-rule.ts", imports: "effect/http-api", rule: "domain-only-domain-and-effect-core" },
  { file: "domain/unstable-http-rule.ts", imports: "effect/unstable/http", rule: "no-unresolvable-imports" },
  { file: "domain/use-case-rule.ts", imports: "../application/list-shows.ts", rule: "domain-only-domain-and-effect-core" },
  { file: "domain/adapter-rule.ts", imports: "../adapters/persistence/database.ts", rule: "domain-only-domain-and-effect-core" },
  { file: "application/reads-adapter.ts", imports: "../adapters/persistence/database.ts", rule: "application-only-domain-and-effect-core" },
  { file: "application/reads-orm.ts", imports: "@mikro-orm/core", rule: "application-only-domain-and-effect-core" },
  { file: "application/reads-kysely.ts", imports: "kysely", rule: "application-only-domain-and-effect-core" },
  { file: "application/reads-pglite.ts", imports: "@electric-sql/pglite", rule: "application-only-domain-and-effect-core" },
  { file: "application/reads-files.ts", imports: "node:fs", rule: "application-only-domain-and-effect-core" },
  { file: "adapters/http/renders-ui.ts", imports: "../../ui/app.tsx", rule: "adapters-not-ui-or-cli" },
  { file: "adapters/http/runs-cli.ts", imports: "../../cli/main.ts", rule: "adapters-not-ui-or-cli" },
  { file: "adapters/http/contract/server-part.ts", imports: "../http-server.ts", rule: "http-contract-browser-safe" },
  { file: "adapters/http/runs-sql.ts", imports: "kysely", rule: "sql-only-in-persistence" },
  { file: "ui/reads-database.ts", imports: "../adapters/persistence/database.ts", rule: "ui-only-ui-domain-and-contract" },
  { file: "ui/runs-use-case.ts", imports: "../application/list-shows.ts", rule: "ui-only-ui-domain-and-contract" },
  { file: "ui/runs-command.ts", imports: "../cli/main.ts", rule: "ui-only-ui-domain-and-contract" },
  { file: "ui/hashes-passwords.ts", imports: "argon2", rule: "ui-no-server-packages" },
  { file: "ui/reads-files.ts", imports: "node:fs", rule: "ui-no-node-modules" },
  { file: "cli/runs-sql.ts", imports: "@mikro-orm/core", rule: "sql-only-in-persistence" },
  { file: "ui/pages/deep-feature-import.ts", imports: "../features/shows/film-links.ts", rule: "ui-feature-public-entry" },
  { file: "ui/features/timeline/deep-feature-import.ts", imports: "../shows/film-links.ts", rule: "ui-feature-public-entry-between-features" },
];

const ALLOWED: ReadonlyArray<Omit<Injection, "rule">> = [
  { file: "domain/uses-schema.ts", imports: "effect" },
  { file: "domain/uses-datetime.ts", imports: "effect/DateTime" },
  { file: "domain/uses-domain.ts", imports: "./film.ts" },
  { file: "application/uses-domain.ts", imports: "../domain/film.ts" },
  { file: "ui/uses-contract.ts", imports: "../adapters/http/contract/api.ts" },
  { file: "ui/uses-domain.ts", imports: "../domain/film.ts" },
  { file: "ui/pages/uses-feature-entry.ts", imports: "../features/shows/index.ts" },
  { file: "ui/features/timeline/uses-feature-entry.ts", imports: "../shows/index.ts" },
  { file: "ui/features/shows/uses-own-file.ts", imports: "./film-links.ts" },
  { file: "adapters/persistence/uses-kysely.ts", imports: "kysely" },
  { file: "cli/uses-adapters.ts", imports: "../adapters/http/http-server.ts" },
];

let scratch: string;

const write = async (file: string, text: string) => {
  await mkdir(path.join(scratch, path.dirname(file)), { recursive: true });
  await writeFile(path.join(scratch, file), text);
};

/** The rules each file of the scratch tree breaks, by the project's dependency-cruiser configuration. */
const violationsOf = async (files: ReadonlyArray<string>): Promise<Map<string, Array<string>>> => {
  const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.js"));
  const previous = process.cwd();
  process.chdir(scratch);
  try {
    const { output } = await cruise([...files], { ...options, validate: true });
    const found = new Map<string, Array<string>>();
    for (const violation of (output as ICruiseResult).summary.violations) {
      found.set(violation.from, [...(found.get(violation.from) ?? []), violation.rule.name]);
    }
    return found;
  } finally {
    process.chdir(previous);
  }
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "tf-dependency-rule-"));
  await symlink(path.join(root, "node_modules"), path.join(scratch, "node_modules"), "dir");
  for (const target of TARGETS) await write(target, "export const placeholder = 1;\n");
  for (const injection of [...FORBIDDEN, ...ALLOWED]) await write(injection.file, `import "${injection.imports}";\nexport const injected = 1;\n`);
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("the dependency rule (.dependency-cruiser.js, run by npm run lint)", () => {
  it("turns red on every forbidden import between layers and on every forbidden package", async () => {
    const found = await violationsOf(FORBIDDEN.map((injection) => injection.file));
    for (const injection of FORBIDDEN) {
      expect(found.get(injection.file) ?? [], `${injection.file} importing ${injection.imports}`).toContain(injection.rule);
    }
  }, 120_000);

  it("lets each layer import what the rule allows it", async () => {
    const found = await violationsOf(ALLOWED.map((injection) => injection.file));
    expect(Object.fromEntries(found)).toEqual({});
  }, 120_000);
});
