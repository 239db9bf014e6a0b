import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

export const root = resolve(import.meta.dirname, "../..");

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `cli/main.ts` on an embedded data folder without demo data, as an operator would. */
export const cli = (dataDir: string, ...args: Array<string>): Promise<CliResult> => cliWithEnv(dataDir, {}, ...args);

/** `cli` with more settings in its environment (service keys and bases). */
export const cliWithEnv = async (dataDir: string, extra: Record<string, string | undefined>, ...args: Array<string>): Promise<CliResult> => {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_DEMO: "never", ...extra };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["cli/main.ts", ...args], { cwd: root, env, timeout: 600_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
};
