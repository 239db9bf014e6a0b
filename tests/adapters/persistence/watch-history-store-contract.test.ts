import { titleMatchKey } from "../../../domain/title-match.ts";
import { watchHistoryStoreContract } from "../../application/contracts/watch-history-store-contract.ts";
import { insertCatalogueFixture } from "./catalogue-fixture-sql.ts";
import { backends } from "./database-backends.ts";
import { personalDataStorage } from "./personal-data-storage.ts";

for (const backend of backends()) {
  watchHistoryStoreContract({
    name: `MikroORM on ${backend.name}`,
    open: async (catalogue, imdbCatalogue) => {
      const orm = await backend.open();
      await insertCatalogueFixture(orm, catalogue);
      for (const movie of imdbCatalogue) {
        await orm.em
          .fork()
          .execute("insert into title_catalogue (tconst, title, year, kind, runtime, match_key) values (?, ?, ?, 'movie', ?, ?)", [
            movie.tconst,
            movie.title,
            movie.year,
            movie.runtime,
            titleMatchKey(movie.title),
          ]);
      }
      await orm.em
        .fork()
        .execute("insert into title_catalogue (tconst, title, year, kind, match_key) values ('tt0000405', 'Nowhere Film', 1970, 'tvSeries', ?)", [
          titleMatchKey("Nowhere Film"),
        ]);
      return personalDataStorage(backend, orm);
    },
  });
}
