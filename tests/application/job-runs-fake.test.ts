import { ManagedRuntime } from "effect";
import { jobRunsFake } from "../fakes/job-runs-fake.ts";
import { jobRunsContract } from "./contracts/job-runs-contract.ts";

jobRunsContract({
  name: "the in-memory fake",
  open: () => {
    const runtime = ManagedRuntime.make(jobRunsFake());
    return Promise.resolve({ run: (effect) => runtime.runPromise(effect), close: () => runtime.dispose() });
  },
});
