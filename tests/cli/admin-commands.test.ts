import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import argon2 from "argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";

const root = path.resolve(import.meta.dirname, "../..");

const runCli = (args: ReadonlyArray<string>) =>
  new Promise<{ readonly code: number | null; readonly output: string }>((resolve) => {
    const child = spawn(process.execPath, ["cli/main.ts", ...args], { cwd: root, env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });

const query = async <Row>(sql: string): Promise<Array<Row>> => {
  const orm = await openDatabase({ dataDir: pgliteDirectory(dataDir) });
  try {
    return await orm.em.fork().execute<Array<Row>>(sql);
  } finally {
    await closeDatabase(orm);
  }
};

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tf-cli-admin-"));
  await query("insert into app_user (email, password_hash) values ('member@example.com', 'hash')");
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("the admin commands of the CLI", { timeout: 180_000 }, () => {
  it("grant-admin and revoke-admin change the role of an existing account, in any letter case, and say so", async () => {
    expect(await runCli(["grant-admin", "MEMBER@example.com"])).toMatchObject({
      code: 0,
      output: expect.stringContaining("MEMBER@example.com is an admin now.") as string,
    });
    expect((await runCli(["grant-admin", "member@example.com"])).output).toContain("was already an admin");
    expect((await runCli(["revoke-admin", "member@example.com"])).output).toContain("member@example.com is no longer an admin.");
    expect((await runCli(["revoke-admin", "member@example.com"])).output).toContain("was not an admin");
    const audit = await query<{ actor: string; action: string; target: string }>("select actor, action, target from admin_audit order by id");
    expect(audit).toEqual([
      { actor: "cli", action: "grant admin", target: "user member@example.com" },
      { actor: "cli", action: "revoke admin", target: "user member@example.com" },
    ]);
  });

  it("grant-admin refuses an unknown email unless asked to create the account", async () => {
    const refused = await runCli(["grant-admin", "new@example.com"]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("No account has the email new@example.com. Sign up first, or add --create.");
  });

  it("grant-admin --create makes an admin account with the password from a file, or a random one printed once", async () => {
    const file = path.join(dataDir, "password");
    await writeFile(file, "a long file password\n");
    expect((await runCli(["grant-admin", "--create", "--password-file", file, "ops@example.com"])).output).toContain(
      "Created the admin account ops@example.com with the password from the file.",
    );
    const generated = await runCli(["grant-admin", "--create", "random@example.com"]);
    const password = /its password \(shown only now\) is: (\S+)/.exec(generated.output)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(32);
    const rows = await query<{ email: string; role: string; password_hash: string }>(
      "select email, role, password_hash from app_user where email in ('ops@example.com', 'random@example.com') order by email",
    );
    expect(rows.map((row) => [row.email, row.role])).toEqual([
      ["ops@example.com", "admin"],
      ["random@example.com", "admin"],
    ]);
    expect(await argon2.verify(rows[0]?.password_hash ?? "", "a long file password")).toBe(true);
    expect(await argon2.verify(rows[1]?.password_hash ?? "", password)).toBe(true);
    expect(generated.output.match(new RegExp(password, "g"))).toHaveLength(1);
  });
});
