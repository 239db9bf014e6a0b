import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer, Schema } from "effect";
import { sql } from "kysely";
import { ChannelLists, type ListRef } from "../../../application/personal/channel-lists.ts";
import { ChannelListNotFound, ChannelNotFound } from "../../../application/personal/personal-failures.ts";
import { CHANNEL_LIST_NOT_FOUND, CHANNEL_NOT_FOUND } from "../../../domain/account-texts.ts";
import { ChannelList } from "../../../domain/channel-list.ts";
import { boundArray } from "../bound-rows.ts";
import { Database } from "../database-service.ts";
import { IdRow, selectBound, selectDecoded, statement, writeBound } from "./sql-statement.ts";

const decodeLists = Schema.decodeUnknownSync(Schema.Array(Schema.Struct({ ...ChannelList.fields, isDefault: Schema.Boolean })));
const CreatedListRow = ChannelList.mapFields(({ id, title }) => ({ id, title }));

class ListMissing extends Error {}
class ChannelMissing extends Error {}

const channelIdsOf = async (em: SqlEntityManager, listId: number): Promise<Array<number>> =>
  (await selectDecoded(em, IdRow, sql`select channel_id as id from channel_list_channel where channel_list_id = ${listId} order by channel_id`)).map(
    (row) => row.id,
  );

const ownedListId = async (em: SqlEntityManager, userId: number, list: ListRef, createDefault: boolean): Promise<number | null> => {
  if (list !== null) {
    const [row] = await selectDecoded(em, IdRow, sql`select id from channel_list where id = ${list} and user_id = ${userId}`);
    if (row === undefined) throw new ListMissing();
    return row.id;
  }
  const find = async () => (await selectDecoded(em, IdRow, sql`select id from channel_list where user_id = ${userId} and is_default`))[0]?.id ?? null;
  const found = await find();
  if (found !== null || !createDefault) return found;
  await writeBound(
    em,
    sql`insert into channel_list (user_id, title, kind, is_default) values (${userId}, null, 0, true) on conflict (user_id) where is_default do nothing`,
  );
  return find();
};

const listFailure = (error: unknown): Effect.Effect<never, ChannelListNotFound> =>
  error instanceof ListMissing ? Effect.fail(new ChannelListNotFound({ message: CHANNEL_LIST_NOT_FOUND })) : Effect.die(error);

const listOrChannelFailure = (error: unknown): Effect.Effect<never, ChannelListNotFound | ChannelNotFound> =>
  error instanceof ChannelMissing ? Effect.fail(new ChannelNotFound({ message: CHANNEL_NOT_FOUND })) : listFailure(error);

export const ChannelListsPostgres = Layer.effect(
  ChannelLists,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const attempt = <A>(work: (em: SqlEntityManager) => Promise<A>, inTransaction: boolean) =>
      Effect.tryPromise({
        try: () => (inTransaction ? orm.em.fork().transactional(work) : work(orm.em.fork())),
        catch: (error) => error,
      });
    return ChannelLists.of({
      overview: (userId) =>
        statement(orm, async (em) => {
          const lists = decodeLists(
            await selectBound(
              em,
              sql`select cl.id, cl.title, cl.is_default as "isDefault",
               coalesce(array_agg(clc.channel_id order by clc.channel_id) filter (where clc.channel_id is not null), '{}') as channels
             from channel_list cl left join channel_list_channel clc on clc.channel_list_id = cl.id
             where cl.user_id = ${userId} and cl.kind = 0
             group by cl.id order by cl.is_default desc, cl.id`,
            ),
          );
          return {
            lists: lists.map(({ id, title, channels }) => ({ id, title, channels })),
            defaultChannels: lists.find((list) => list.isDefault)?.channels ?? [],
          };
        }),
      create: (userId, title) =>
        statement(orm, async (em) => {
          const [row] = await selectDecoded(
            em,
            CreatedListRow,
            sql`insert into channel_list (user_id, title, kind, is_default) values (${userId}, ${title}, 0, false) returning id, title`,
          );
          if (row === undefined) throw new Error("insert returned no list");
          return { ...row, channels: [] };
        }),
      remove: (userId, listId) =>
        attempt(async (em) => {
          if ((await writeBound(em, sql`delete from channel_list where id = ${listId} and user_id = ${userId}`)) === 0) throw new ListMissing();
        }, false).pipe(Effect.catch(listFailure)),
      channelsOf: (userId, list) =>
        attempt(async (em) => {
          const id = await ownedListId(em, userId, list, false);
          return id === null ? [] : channelIdsOf(em, id);
        }, false).pipe(Effect.catch(listFailure)),
      replaceChannels: (userId, list, channelIds) =>
        attempt(async (em) => {
          const id = await ownedListId(em, userId, list, true);
          if (id === null) throw new Error("the default list could not be made");
          const unique = [...new Set(channelIds)];
          if (unique.length > 0) {
            const known = await selectBound(em, sql`select id from channel where id = any(${boundArray("int", unique)})`);
            if (known.length !== unique.length) throw new ChannelMissing();
          }
          await writeBound(em, sql`delete from channel_list_channel where channel_list_id = ${id}`);
          if (unique.length > 0) {
            await writeBound(
              em,
              sql`insert into channel_list_channel (channel_list_id, channel_id) select ${id}::int, channel from unnest(${boundArray("int", unique)}) as u(channel)`,
            );
          }
        }, true).pipe(Effect.catch(listOrChannelFailure)),
      systemChannels: (systemId) =>
        statement(orm, async (em) =>
          (await selectDecoded(em, IdRow, sql`select channel_id as id from channel_system where system_id = ${systemId} order by number, channel_id`)).map(
            (row) => row.id,
          ),
        ),
    });
  }),
);
