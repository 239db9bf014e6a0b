import { Effect, Layer, Option } from "effect";
import { XmltvChannelMapStore, type XmltvChannelMapStoreShape } from "../../application/imports/xmltv-channel-map-store.ts";
import type { Database as Orm } from "./database.ts";
import { ChannelSystem } from "./entities/channel-system.ts";
import { System } from "./entities/system.ts";
import { Database } from "./database-service.ts";

export const makeXmltvChannelMapStorePostgres = (orm: Orm): XmltvChannelMapStoreShape => {
  const execute = <T>(sql: string, params: Array<unknown>) => Effect.promise(() => orm.em.getConnection().execute<T & object>(sql, params));
  return {
    findChannelIdBySlug: (slug) =>
      execute<Array<{ id: number }>>("select id from channel where slug = ?", [slug]).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]?.id))),
    saveMapping: (xmltvId, channelId) =>
      Effect.asVoid(
        execute("insert into xmltv_channel_map (xmltv_id, channel_id) values (?, ?) on conflict (xmltv_id) do update set channel_id = excluded.channel_id", [
          xmltvId,
          channelId,
        ]),
      ),
    findChannelAtNumber: (platform, number) =>
      Effect.promise(() => orm.em.fork().findOne(ChannelSystem, { system: { name: platform }, number }, { populate: ["channel"] })).pipe(
        Effect.map((row) => Option.fromNullishOr(row?.channel.slug)),
      ),
    setChannelNumber: (channelId, platform, number) =>
      Effect.promise(async () => {
        const em = orm.em.fork();
        const system = await em.findOneOrFail(System, { name: platform });
        await em
          .createQueryBuilder(ChannelSystem)
          .insert({ channel: channelId, system: system.id, number })
          .onConflict(["channel", "system"])
          .merge(["number"])
          .execute();
      }),
    listMappings: execute<Array<{ xmltv_id: string; display_name: string | null; slug: string | null }>>(
      "select m.xmltv_id, m.display_name, c.slug from xmltv_channel_map m left join channel c on c.id = m.channel_id order by m.xmltv_id",
      [],
    ).pipe(Effect.map((rows) => rows.map((row) => ({ xmltvId: row.xmltv_id, displayName: row.display_name, channel: row.slug })))),
  };
};

/** The editable XMLTV channel mapping on PostgreSQL or embedded PGlite. */
export const XmltvChannelMapStorePostgres = Layer.effect(
  XmltvChannelMapStore,
  Effect.gen(function* () {
    const database = yield* Database;
    return makeXmltvChannelMapStorePostgres(database.orm);
  }),
);
