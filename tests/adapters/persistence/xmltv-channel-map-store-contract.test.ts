import { afterAll, beforeAll, describe } from "vitest";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeXmltvChannelMapStorePostgres } from "../../../adapters/persistence/xmltv-channel-map-store-postgres.ts";
import { xmltvChannelMapStoreContract, type XmltvChannelMapHarness } from "../../application/contracts/xmltv-channel-map-store-contract.ts";
import { makeXmltvChannelMapStoreFake } from "../../fakes/xmltv-channel-map-store-fake.ts";
import { backends } from "./database-backends.ts";

const fakeHarness = (): XmltvChannelMapHarness => {
  const store = makeXmltvChannelMapStoreFake();
  let nextId = 1;
  return {
    store,
    reset: async () => {
      store.state.channels = [];
      store.state.mappings = new Map();
      store.state.numbers = [];
    },
    seedChannel: async (slug) => {
      const id = nextId++;
      store.state.channels.push({ id, slug });
      return id;
    },
    seedMapping: async (xmltvId, displayName, channelId) => {
      store.state.mappings.set(xmltvId, { displayName, channelId });
    },
  };
};

const postgresHarness = (orm: Database): XmltvChannelMapHarness => {
  const execute = (sql: string, params: Array<unknown> = []) => orm.em.getConnection().execute<Array<{ id: number }>>(sql, params);
  return {
    store: makeXmltvChannelMapStorePostgres(orm),
    reset: async () => {
      await execute("truncate xmltv_channel_map, channel restart identity cascade");
      await execute("insert into system (name, long_name) values ('Freeview', 'Freeview'), ('Sky', 'Sky') on conflict (name) do nothing");
    },
    seedChannel: async (slug) => (await execute("insert into channel (name, slug) values (?, ?) returning id", [slug, slug]))[0]?.id ?? 0,
    seedMapping: async (xmltvId, displayName, channelId) => {
      await execute("insert into xmltv_channel_map (xmltv_id, display_name, channel_id) values (?, ?, ?)", [xmltvId, displayName, channelId]);
    },
  };
};

describe("the XMLTV channel map store contract on the in-memory fake", () => {
  const harness = fakeHarness();
  xmltvChannelMapStoreContract(() => harness);
});

describe.each(backends())("the XMLTV channel map store contract on $name", (backend) => {
  let harness: XmltvChannelMapHarness | undefined;
  beforeAll(async () => {
    harness = postgresHarness(await backend.open());
  });
  afterAll(() => backend.dispose());
  xmltvChannelMapStoreContract(() => {
    if (harness === undefined) throw new Error("the database is not open yet");
    return harness;
  });
});
