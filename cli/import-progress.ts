import cliProgress from "cli-progress";
import { formatCount } from "./import-failure.ts";

export interface ImportProgress {
  /** `bytes` is how far into the file the reader is; `rows` what the import has handled. */
  readonly update: (bytes: number, rows: number) => void;
  readonly stop: () => void;
}

export interface ImportProgressOptions {
  readonly label: string;
  readonly unit: string;
  /** The file size, when known. */
  readonly totalBytes: number | undefined;
  readonly output?: NodeJS.WriteStream;
  /** Seconds between plain log lines when the output is not a terminal. */
  readonly logEvery?: number;
}

const perSecond = (rows: number, startedMs: number): number => Math.round(rows / Math.max((performance.now() - startedMs) / 1000, 0.001));

/** A progress bar (rows/s, ETA) on a terminal; plain progress lines every few seconds otherwise, so logs stay readable. */
export const makeImportProgress = (options: ImportProgressOptions): ImportProgress => {
  const output = options.output ?? process.stderr;
  const started = performance.now();
  const total = options.totalBytes;
  if (output.isTTY === true) {
    const format =
      total === undefined
        ? `${options.label} | {rows} ${options.unit} | {speed} ${options.unit}/s`
        : `${options.label} [{bar}] {percentage}% | {rows} ${options.unit} | {speed} ${options.unit}/s | ETA {eta_formatted}`;
    const bar = new cliProgress.SingleBar({ format, stream: output, hideCursor: true, etaBuffer: 50, fps: 5 }, cliProgress.Presets.shades_classic);
    bar.start(total ?? 1, 0, { rows: "0", speed: "0" });
    return {
      update: (bytes, rows) =>
        bar.update(total === undefined ? 0 : Math.min(bytes, total), { rows: formatCount(rows), speed: formatCount(perSecond(rows, started)) }),
      stop: () => bar.stop(),
    };
  }
  const everyMs = (options.logEvery ?? 5) * 1000;
  let lastLog = started;
  return {
    update: (bytes, rows) => {
      const now = performance.now();
      if (now - lastLog < everyMs) return;
      lastLog = now;
      const share = total === undefined || total === 0 ? "" : `, ${Math.min(100, Math.round((bytes / total) * 100))}% of the file`;
      output.write(`${options.label}: ${formatCount(rows)} ${options.unit}, ${formatCount(perSecond(rows, started))} ${options.unit}/s${share}\n`);
    },
    stop: () => undefined,
  };
};

/** Passes a byte stream through, counting what has gone by. */
export const countingBytes = (stream: AsyncIterable<Buffer | string>, counter: { bytes: number }): AsyncIterable<Buffer | string> => ({
  async *[Symbol.asyncIterator]() {
    for await (const chunk of stream) {
      counter.bytes += chunk.length;
      yield chunk;
    }
  },
});
