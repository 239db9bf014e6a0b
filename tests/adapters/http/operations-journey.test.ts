import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { backends } from "../persistence/database-backends.ts";
import { serverBehindProxy } from "./cuttable-proxy.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const postgresql = backends().find((backend) => backend.name === "postgresql");
const dataDir = mkdtempSync(path.join(tmpdir(), "tf-ops-"));
const TOKEN = "ops-test-token-0123456789abcdef";

afterAll(async () => {
  await postgresql?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly attributes: ReadonlyArray<{ readonly key: string; readonly value: { readonly stringValue?: string; readonly intValue?: string | number } }>;
}

interface OtlpTraces {
  readonly resourceSpans: ReadonlyArray<{ readonly scopeSpans: ReadonlyArray<{ readonly spans: ReadonlyArray<OtlpSpan> }> }>;
}

// A loopback stand-in for an OpenTelemetry collector's OTLP/HTTP receiver (JSON encoding): POST /v1/traces.
const otlpCollector = async () => {
  const spans: Array<OtlpSpan> = [];
  const paths: Array<string> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Array<Buffer> = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      paths.push(`${request.method} ${request.url} ${request.headers["content-type"]}`);
      if (request.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpTraces;
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, paths, close: () => new Promise((resolve) => server.close(resolve)) };
};

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

const waitFor = async (check: () => Promise<boolean> | boolean, attempts = 600) => {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};

describe.runIf(postgresql !== undefined)("operating the server", () => {
  it("exports request and job metrics behind the token, traces to a collector, logs JSON lines and reports readiness", async () => {
    const { databaseUrl } = await postgresql!.freshDatabase();
    const collector = await otlpCollector();
    const server = await serverBehindProxy(databaseUrl!, dataDir, { METRICS_TOKEN: TOKEN, LOG_FORMAT: "json", OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    const { base, proxy } = server;
    try {
      expect(await waitFor(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status === 200), server.output()).toBe(true);

      // Some traffic: a list, a page by its template, a throttle-free 404 problem with the caller's request id.
      expect((await fetch(`${base}/api/channels/`)).status).toBe(200);
      expect((await fetch(`${base}/api/channels/`)).status).toBe(200);
      const missing = await fetch(`${base}/api/no-such-endpoint/`, { headers: { "x-request-id": "support-ticket-42" } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-request-id")).toBe("support-ticket-42");
      expect(((await missing.json()) as { requestId: string }).requestId).toBe("support-ticket-42");
      const forged = await fetch(`${base}/api/channels/`, { headers: { "x-request-id": "bad id\twith tab" } });
      expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

      // A CLI job on the same database, in its own process.
      const job = await promisify(execFile)(process.execPath, ["cli/main.ts", "purge-accounts"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl!, DATA_DIR: dataDir, SEED_DEMO: "never" },
      });
      expect(job.stdout).toContain("Purged");

      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer not-the-token" } })).status).toBe(401);
      const scrape = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scrape.status).toBe(200);
      const metrics = await scrape.text();
      expect(metrics).toMatch(/tellyfilms_http_requests_total\{[^}]*method="GET"[^}]*\} \d+/);
      expect(metrics).toMatch(/tellyfilms_http_requests_total\{[^}]*route="\/api\/channels\/?"[^}]*status="200"[^}]*\} 3/);
      expect(metrics).not.toContain("no-such-endpoint");
      expect(metrics).toMatch(/tellyfilms_http_request_duration_seconds_bucket\{/);
      expect(metrics).toMatch(/tellyfilms_job_last_success_timestamp_seconds\{operator_job="purge-accounts"\} \d+/);
      expect(metrics).toMatch(/tellyfilms_job_last_run_succeeded\{operator_job="purge-accounts"\} 1/);
      expect(metrics).toMatch(/tellyfilms_mail_outbox_mails\{status="pending"\} 0/);
      expect(metrics).toMatch(/tellyfilms_db_query_duration_seconds_count\{operation="select"\} \d+/);
      expect(metrics).toMatch(/tellyfilms_db_pool_connections\{state="total"\} \d+/);
      expect(metrics).toMatch(/tellyfilms_response_cache_lookups_total\{result="hit"\} \d+/);

      // Traces: the request span and, under it, the use case and its database statements.
      expect(
        await waitFor(() => collector.spans.some((span) => attribute(span, "http.route")?.stringValue?.startsWith("/api/channels") === true)),
        collector.paths.join("\n"),
      ).toBe(true);
      const request = collector.spans.find((span) => attribute(span, "http.route")?.stringValue?.startsWith("/api/channels") === true)!;
      expect(request.parentSpanId ?? "").toBe("");
      const inTrace = collector.spans.filter((span) => span.traceId === request.traceId && span.spanId !== request.spanId);
      expect(inTrace.length).toBeGreaterThan(0);
      expect(inTrace.some((span) => span.name.startsWith("db "))).toBe(true);

      // Logs: every stdout line is one JSON object; request lines carry id, route, status and duration.
      const lines = server
        .stdout()
        .split("\n")
        .filter((line) => line !== "");
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const entry of entries) {
        expect([typeof entry.time, typeof entry.level, typeof entry.message]).toEqual(["string", "string", "string"]);
      }
      const answered = entries.find((entry) => entry.requestId === "support-ticket-42" && entry.status === 404);
      expect(answered?.route).toBe("/api/*");
      expect(typeof answered?.durationMs).toBe("number");

      // Readiness follows the database: 503 while it is gone, 200 once it is back; liveness does not depend on it.
      await proxy.cut();
      const notReady = await fetch(`${base}/readyz`);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get("retry-after")).toBe("5");
      expect(notReady.headers.get("content-type")).toContain("application/problem+json");
      await proxy.restore();
      expect(await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200)).toBe(true);
    } finally {
      await server.stop();
      await collector.close();
    }
  }, 360_000);
});
