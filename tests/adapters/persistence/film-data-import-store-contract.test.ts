import { afterAll, beforeAll, describe } from "vitest";
import { filmDataImportStoreContract, type FilmDataHarness } from "../../application/contracts/film-data-import-store-contract.ts";
import { filmDataHarnessFake } from "../../fakes/film-data-harness-fake.ts";
import { backends } from "./database-backends.ts";
import { filmDataHarnessPostgres } from "./film-data-harness.ts";

describe("the film data import store contract on the in-memory fake", () => {
  const harness = filmDataHarnessFake();
  filmDataImportStoreContract(() => harness);
});

describe.each(backends())("the film data import store contract on $name", (backend) => {
  let harness: FilmDataHarness | undefined;
  beforeAll(async () => {
    harness = filmDataHarnessPostgres(await backend.open());
  });
  afterAll(() => backend.dispose());
  filmDataImportStoreContract(() => {
    if (harness === undefined) throw new Error("the database is not open yet");
    return harness;
  });
});
