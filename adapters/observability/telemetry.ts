import { Effect, type Fiber, Layer, Logger, Tracer } from "effect";
import { FetchHttpClient } from "effect/http";
import { OtlpExporter, OtlpSerialization, OtlpTracer } from "effect/observability";
import type { AppConfig } from "../config/app-config.ts";
import { runWithSpanParent } from "./statement-spans.ts";

type Annotations = Readonly<Record<string, unknown>>;

const messageText = (message: unknown): string =>
  Array.isArray(message) ? message.map(messageText).join(" ") : typeof message === "string" ? message : JSON.stringify(message);

/** One JSON object per line: time, level, message, then the annotations (requestId, route, status, durationMs, ...). */
export const jsonLineLogger = Logger.withConsoleLog(
  Logger.map(Logger.formatStructured, (entry) =>
    JSON.stringify({
      time: entry.timestamp,
      level: entry.level.toLowerCase(),
      message: messageText(entry.message),
      ...(entry.annotations as Annotations),
      ...(entry.cause === undefined ? {} : { error: entry.cause }),
    }),
  ),
);

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
