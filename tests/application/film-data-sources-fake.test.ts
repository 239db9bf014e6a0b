import { filmDataSourcesContract, CONTRACT_RATINGS, CONTRACT_TITLES } from "./contracts/film-data-sources-contract.ts";
import { makeFilmDataSourceFake, makeRatingsSourceFake } from "../fakes/film-data-source-fake.ts";

const sources = { tmdb: makeFilmDataSourceFake(CONTRACT_TITLES), omdb: makeRatingsSourceFake(CONTRACT_RATINGS) };

filmDataSourcesContract("the in-memory fakes", () => sources);
