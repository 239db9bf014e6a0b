import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

const sourceFiles = (dir: string): string[] => {
  const full = path.join(root, dir);
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const child = path.join(current, entry);
      if (statSync(child).isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith(".d.ts")) out.push(child);
    }
  };
  try {
    walk(full);
  } catch {
    return [];
  }
  return out;
};

const importsOf = (file: string): string[] =>
  ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((imported) => imported.fileName);

const resolveTarget = (file: string, specifier: string): string =>
  specifier.startsWith(".") ? path.relative(root, path.resolve(path.dirname(file), specifier)) : specifier;

const isPackage = (specifier: string, name: string) => specifier === name || specifier.startsWith(`${name}/`);

type Rule = (target: string, specifier: string) => string | undefined;

const violations = (dir: string, rule: Rule): string[] =>
  sourceFiles(dir).flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const problem = rule(resolveTarget(file, specifier), specifier);
      return problem === undefined ? [] : [`${path.relative(root, file)} imports ${specifier}: ${problem}`];
    }),
  );

const insideAny = (target: string, folders: string[]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`));

export const domainRule: Rule = (target, specifier) => {
  if (specifier.startsWith(".")) return insideAny(target, ["domain"]) ? undefined : "domain/ may import only domain/";
  return isPackage(specifier, "effect") ? undefined : "domain/ may import only effect";
};

export const applicationRule: Rule = (target, specifier) => {
  if (specifier.startsWith(".")) {
    return insideAny(target, ["domain", "application"]) ? undefined : "application/ may import only domain/ and application/";
  }
  return isPackage(specifier, "effect") ? undefined : "application/ may import only effect";
};

const serverOnlyPackages = ["@mikro-orm", "@effect/platform-node", "argon2", "nodemailer", "pg", "sharp", "saxes", "iconv-lite", "csv-parse", "cli-progress"];

export const uiRule: Rule = (target, specifier) => {
  if (specifier.startsWith(".")) {
    if (insideAny(target, ["ui", "domain", "adapters/http/contract"])) return undefined;
    return "ui/ may import only ui/, domain/ and the HTTP contract (adapters/http/contract/)";
  }
  if (specifier.startsWith("node:")) return "ui/ runs in the browser: no node: modules";
  return serverOnlyPackages.some((name) => isPackage(specifier, name)) ? "server-only package in ui/" : undefined;
};

describe("the dependency rule", () => {
  it("lets domain/ import nothing but effect and itself", () => {
    expect(violations("domain", domainRule)).toEqual([]);
  });

  it("lets application/ import only domain/, itself and effect", () => {
    expect(violations("application", applicationRule)).toEqual([]);
  });

  it("keeps ui/ away from application/, server adapters and cli/", () => {
    expect(violations("ui", uiRule)).toEqual([]);
  });

  it("keeps the HTTP contract importable by the browser", () => {
    expect(violations("adapters/http/contract", uiRule)).toEqual([]);
  });

  it("reports an import that breaks the rule", () => {
    expect(domainRule("adapters/persistence/database.ts", "../adapters/persistence/database.ts")).toBeDefined();
    expect(domainRule("node:fs", "node:fs")).toBeDefined();
    expect(applicationRule("adapters/http/api.ts", "../adapters/http/api.ts")).toBeDefined();
    expect(uiRule("application/list-shows.ts", "../application/list-shows.ts")).toBeDefined();
    expect(uiRule("cli/main.ts", "../cli/main.ts")).toBeDefined();
    expect(uiRule("@mikro-orm/core", "@mikro-orm/core")).toBeDefined();
    expect(uiRule("adapters/http/contract/api.ts", "../adapters/http/contract/api.ts")).toBeUndefined();
  });
});
