import { afterAll, beforeAll } from "vitest";
import { makeRatingsSourceOmdb } from "../../../adapters/omdb/ratings-source-omdb.ts";
import { makeFilmDataSourceTmdb } from "../../../adapters/tmdb/film-data-source-tmdb.ts";
import { filmDataSourcesContract, type FilmDataSources } from "../../application/contracts/film-data-sources-contract.ts";
import { startFilmDataStandIn, type FilmDataStandIn } from "./film-data-stand-in.ts";

let standIn: FilmDataStandIn;
let sources: FilmDataSources;

beforeAll(async () => {
  standIn = await startFilmDataStandIn("contract-token", "contract-key");
  sources = {
    tmdb: makeFilmDataSourceTmdb({
      token: "contract-token",
      apiBase: standIn.tmdbBase,
      imageBase: undefined,
      requestsPerSecond: 100,
      retryBaseMs: 10,
      maxAttempts: 2,
    }),
    omdb: makeRatingsSourceOmdb({ apiKey: "contract-key", apiBase: standIn.omdbBase, requestsPerSecond: 100, retryBaseMs: 10, maxAttempts: 2 }),
  };
});
afterAll(() => standIn.close());

filmDataSourcesContract("TMDB and OMDb over HTTP against the stand-in", () => sources);
