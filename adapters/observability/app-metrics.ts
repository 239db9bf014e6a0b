import { Metric } from "effect";

// Every series the server exports at /metrics; labels take only bounded values (route templates, methods, statuses, job names).
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = Metric.counter("tellyfilms_http_requests_total", {
  description: "HTTP requests answered, by route template, method and status",
  incremental: true,
});

export const httpRequestDuration = Metric.histogram("tellyfilms_http_request_duration_seconds", {
  description: "Time from a request's arrival to its answer, by route template, method and status",
  boundaries: SECONDS,
});

export const httpRequestsInFlight = Metric.gauge("tellyfilms_http_requests_in_flight", { description: "Requests being answered now" });

export const databaseQueryDuration = Metric.histogram("tellyfilms_db_query_duration_seconds", {
  description: "Time each database statement took, by operation (select, insert, update, delete, other)",
  boundaries: SECONDS,
});

export const databasePoolConnections = Metric.gauge("tellyfilms_db_pool_connections", {
  description: "PostgreSQL pool connections by state (total, idle, waiting clients); the embedded database has no pool",
});

export const responseCacheLookups = Metric.counter("tellyfilms_response_cache_lookups_total", {
  description: "Response cache lookups by result (hit, miss)",
  incremental: true,
});

export const mailOutboxMails = Metric.gauge("tellyfilms_mail_outbox_mails", { description: "Mails in the outbox table by status (pending, sent, failed)" });

export const loginRefusals = Metric.counter("tellyfilms_login_throttled_total", {
  description: "Login attempts refused by the login throttle (429)",
  incremental: true,
});

export const jobLastSuccess = Metric.gauge("tellyfilms_job_last_success_timestamp_seconds", {
  description: "When each operator job last finished successfully (Unix time), whichever process ran it",
});

export const jobLastRunStart = Metric.gauge("tellyfilms_job_last_run_start_timestamp_seconds", {
  description: "When each operator job's latest run started (Unix time)",
});

export const jobLastRunDuration = Metric.gauge("tellyfilms_job_last_run_duration_seconds", {
  description: "How long each operator job's latest finished run took",
});

export const jobLastRunSucceeded = Metric.gauge("tellyfilms_job_last_run_succeeded", {
  description: "1 when a job's latest run succeeded, 0 when it failed or is still running",
});

export const jobLastRunCount = Metric.gauge("tellyfilms_job_last_run_items", {
  description: "The counts a job's latest run reported (mails queued, shows added, ...), by job and count name",
});
