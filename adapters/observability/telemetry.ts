import { Console, Effect, type Fiber, Layer, Logger, Tracer } from "effect";
import { FetchHttpClient } from "effect/http";
import { OtlpExporter, OtlpSerialization, OtlpTracer } from "effect/observability";
import type { AppConfig } from "../config/app-config.ts";
import { runWithSpanParent } from "./statement-spans.ts";

type Annotations = Readonly<Record<string, unknown>>;

const messageText = (message: unknown): string =>
  Array.isArray(message) ? message.map(messageText).join(" ") : typeof message === "string" ? message : JSON.stringify(message);

/** One JSON object per line: time, level, message, then the annotations (requestId, route, status, durationMs, ...). */
const jsonLine = Logger.map(Logger.formatStructured, (entry) =>
  JSON.stringify({
    time: entry.timestamp,
    level: entry.level.toLowerCase(),
    message: messageText(entry.message),
    ...(entry.annotations as Annotations),
    ...(entry.cause === undefined ? {} : { error: entry.cause }),
  }),
);

export const jsonLineLogger = Logger.withConsoleLog(jsonLine);

const writeLine = (line: string) => {
  process.stdout.write(`${line}\n`);
};

/** The JSON line logger written straight to standard output, for a process whose Console writes JSON lines too. */
const jsonLineStdoutLogger = Logger.make((options) => writeLine(jsonLine.log(options)));

const consoleLine =
  (level: string) =>
  (...args: ReadonlyArray<unknown>) =>
    writeLine(JSON.stringify({ time: new Date().toISOString(), level, message: messageText(args) }));

/** A Console whose every line (a command's report, a warning) is one JSON object with the logger's time, level and message. */
const jsonLineConsole: Console.Console = {
  ...globalThis.console,
  log: consoleLine("info"),
  info: consoleLine("info"),
  debug: consoleLine("debug"),
  warn: consoleLine("warn"),
  error: consoleLine("error"),
};

/** LOG_FORMAT for a command-line process: with `json`, its logs and everything it prints are JSON lines on standard output. */
export const CommandLineLogs = (logFormat: AppConfig["logFormat"]) =>
  logFormat === "json" ? Layer.merge(Logger.layer([jsonLineStdoutLogger]), Layer.succeed(Console.Console, jsonLineConsole)) : Layer.empty;

/** Writes a line outside any Effect (a signal handler) as the process's LOG_FORMAT says. */
export const printLine = (logFormat: AppConfig["logFormat"], level: "info" | "error", text: string) => {
  if (logFormat === "json") consoleLine(level)(text.trimEnd());
  else process.stderr.write(text.endsWith("\n") ? text : `${text}\n`);
};

const EVALUATE = "~effect/Effect/evaluate";

const evaluate = <X>(primitive: Tracer.EffectPrimitive<X>, fiber: Fiber.Fiber<unknown, unknown>): X =>
  (primitive as unknown as { readonly [EVALUATE]: (this: unknown, fiber: Fiber.Fiber<unknown, unknown>) => X })[EVALUATE](fiber);

// The OTLP tracer, and each fiber step runs with its current span at hand, so database statements become its children.
const otlpTracing = (endpoint: string, serviceName: string) =>
  Layer.effect(
    Tracer.Tracer,
    Effect.gen(function* () {
      const otlp = yield* OtlpTracer.make({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces`, resource: { serviceName }, exportInterval: "1 second" });
      const tracer: Tracer.Tracer = Tracer.make({
        span: (options) => otlp.span(options),
        context: (primitive, fiber) => {
          const span = fiber.cache.span;
          return span === undefined ? evaluate(primitive, fiber) : runWithSpanParent({ tracer, span }, () => evaluate(primitive, fiber));
        },
      });
      return tracer;
    }),
  ).pipe(Layer.provideMerge(OtlpExporter.layerFlusher), Layer.provide(OtlpSerialization.layerJson), Layer.provide(FetchHttpClient.layer));

/** Log format (LOG_FORMAT) and tracing (OTEL_EXPORTER_OTLP_ENDPOINT; nothing at all when unset) for a whole process. */
export const TelemetryLive = (config: Pick<AppConfig, "logFormat" | "otlpEndpoint" | "otelServiceName">) =>
  Layer.mergeAll(
    config.logFormat === "json" ? Logger.layer([jsonLineLogger]) : Layer.empty,
    config.otlpEndpoint === undefined ? Layer.empty : otlpTracing(config.otlpEndpoint, config.otelServiceName ?? "tellyfilms"),
  );
