import { afterAll, beforeAll, describe } from "vitest";
import { scheduleImportStoreContract, type ScheduleImportHarness } from "../../application/contracts/schedule-import-store-contract.ts";
import { scheduleImportHarnessFake } from "../../fakes/schedule-import-harness-fake.ts";
import { backends } from "./database-backends.ts";
import { scheduleImportHarnessPostgres } from "./schedule-import-harness.ts";

describe("the schedule import store contract on the in-memory fake", () => {
  const harness = scheduleImportHarnessFake();
  scheduleImportStoreContract(() => harness);
});

describe.each(backends())("the schedule import store contract on $name", (backend) => {
  let harness: ScheduleImportHarness | undefined;
  beforeAll(async () => {
    harness = scheduleImportHarnessPostgres(await backend.open());
  });
  afterAll(() => backend.dispose());
  scheduleImportStoreContract(() => {
    if (harness === undefined) throw new Error("the database is not open yet");
    return harness;
  });
});
