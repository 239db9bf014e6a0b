import { titleMatchKey } from "../../../domain/title-match.ts";
import type { SqlEntityManager } from "@mikro-orm/postgresql";
import type { Database } from "../../../adapters/persistence/database.ts";
import { fixtureSlug, type CatalogueFixture } from "../../application/contracts/catalogue-fixture.ts";

const exec = (em: SqlEntityManager, sql: string, params: ReadonlyArray<unknown> = []) => em.execute(sql, [...params]);

/** Writes a contract catalogue into a migrated database. */
export const insertCatalogueFixture = async (orm: Database, catalogue: CatalogueFixture): Promise<void> => {
  await orm.em.fork().transactional(async (em) => {
    for (const name of catalogue.genres) {
      await exec(em, "insert into genre (name, slug) values (?, ?)", [name, `fixture-${name.toLowerCase()}`]);
    }
    for (const channel of catalogue.channels) {
      await exec(em, "insert into channel (id, name, slug) values (?, ?, ?)", [channel.id, channel.name, `fixture-${channel.id}`]);
    }
    for (const system of catalogue.systems) {
      await exec(em, "insert into system (id, name, long_name) values (?, ?, ?)", [system.id, system.name, system.name]);
      for (const [index, channelId] of system.channels.entries()) {
        await exec(em, "insert into channel_system (channel_id, system_id, number) values (?, ?, ?)", [channelId, system.id, index + 1]);
      }
    }
    const people = new Map<string, number>();
    const person = async (name: string): Promise<number> => {
      const known = people.get(name);
      if (known !== undefined) return known;
      const [row] = await exec(em, "insert into person (name, slug) values (?, ?) returning id", [
        name,
        `fixture-${people.size}-${name.toLowerCase().replace(/\W+/g, "-")}`,
      ]);
      const id = (row as { id: number }).id;
      people.set(name, id);
      return id;
    };
    for (const title of catalogue.titles) {
      const [row] = await exec(em, "insert into title (kind, imdb, slug, title, match_key, year) values (?, ?, ?, ?, ?, ?) returning id", [
        title.kind,
        title.tconst,
        fixtureSlug(title),
        title.title,
        titleMatchKey(title.title),
        title.year,
      ]);
      const titleId = (row as { id: number }).id;
      for (const [ord, genre] of title.genres.entries()) {
        await exec(em, "insert into title_genre (title_id, genre_id, ord) select ?, id, ? from genre where name = ?", [titleId, ord, genre]);
      }
      for (const [role, names] of [
        ["director", title.directors],
        ["star", title.stars],
      ] as const) {
        for (const [ord, name] of names.entries()) {
          await exec(em, "insert into credit (title_id, person_id, role, ord) values (?, ?, ?, ?)", [titleId, await person(name), role, ord]);
        }
      }
      for (const show of title.shows) {
        const [inserted] = await exec(em, "insert into show (title_id, time, source) values (?, to_timestamp(?::float8 / 1000), 'fixture') returning id", [
          titleId,
          show.at,
        ]);
        await exec(em, "insert into show_channel (show_id, channel_id) values (?, ?)", [(inserted as { id: number }).id, show.channelId]);
      }
    }
  });
};
