import { Effect, Exit, Layer, ManagedRuntime } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { JobRuns } from "../../../application/operations/job-runs.ts";
import { recordJobRun } from "../../../application/operations/record-job-run.ts";
import { jobRunsFake } from "../../fakes/job-runs-fake.ts";

const health = Effect.flatMap(Effect.service(JobRuns), (runs) => runs.health);

describe("recording an operator job's run", () => {
  it("records a successful run with its duration and the counts the job answers", async () => {
    const runtime = ManagedRuntime.make(Layer.merge(jobRunsFake(), TestClock.layer()));
    const work = Effect.as(TestClock.adjust("90 seconds"), { mails: 4 });
    expect(await runtime.runPromise(recordJobRun("send-alerts", (counts: { mails: number }) => counts)(work))).toEqual({ mails: 4 });
    const [run] = await runtime.runPromise(health);
    expect(run).toMatchObject({ job: "send-alerts", lastOutcome: "succeeded", lastDurationMs: 90_000, lastCounts: { mails: 4 }, lastSucceededAt: 90_000 });
    await runtime.dispose();
  });

  it("records a failed run as failed, keeps the earlier success and lets the job's own failure through", async () => {
    const runtime = ManagedRuntime.make(Layer.merge(jobRunsFake(), TestClock.layer()));
    await runtime.runPromise(recordJobRun("purge-accounts", () => ({ accounts: 0 }))(Effect.void));
    await runtime.runPromise(TestClock.adjust("1 hour"));
    const exit = await runtime.runPromiseExit(recordJobRun("purge-accounts", () => ({}))(Effect.fail("database gone" as const)));
    expect(Exit.isFailure(exit)).toBe(true);
    const [run] = await runtime.runPromise(health);
    expect(run).toMatchObject({ job: "purge-accounts", lastOutcome: "failed", lastStartedAt: 3_600_000, lastSucceededAt: 0 });
    await runtime.dispose();
  });
});
