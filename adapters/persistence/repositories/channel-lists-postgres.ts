import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer } from "effect";
import { ChannelLists, type ListRef } from "../../../application/personal/channel-lists.ts";
import { ChannelListNotFound, ChannelNotFound } from "../../../application/personal/personal-failures.ts";
import { CHANNEL_LIST_NOT_FOUND, CHANNEL_NOT_FOUND } from "../../../domain/account-texts.ts";
import type { ChannelList } from "../../../domain/channel-list.ts";
import { Database } from "../database-service.ts";
import { selectRows, statement, writeRows } from "./sql-statement.ts";

class ListMissing extends Error {}
class ChannelMissing extends Error {}

const channelIdsOf = async (em: SqlEntityManager, listId: number): Promise<Array<number>> =>
  (await selectRows<{ id: number }>(em, "select channel_id as id from channel_list_channel where channel_list_id = ? order by channel_id", [listId])).map(
    (row) => row.id,
  );

const ownedListId = async (em: SqlEntityManager, userId: number, list: ListRef, createDefault: boolean): Promise<number | null> => {
  if (list !== null) {
    const [row] = await selectRows<{ id: number }>(em, "select id from channel_list where id = ? and user_id = ?", [list, userId]);
    if (row === undefined) throw new ListMissing();
    return row.id;
  }
  const find = async () => (await selectRows<{ id: number }>(em, "select id from channel_list where user_id = ? and is_default", [userId]))[0]?.id ?? null;
  const found = await find();
  if (found !== null || !createDefault) return found;
  await writeRows(
    em,
    "insert into channel_list (user_id, title, kind, is_default) values (?, null, 0, true) on conflict (user_id) where is_default do nothing",
    [userId],
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
          const lists = await selectRows<ChannelList & { readonly isDefault: boolean }>(
            em,
            `select cl.id, cl.title, cl.is_default as "isDefault",
               coalesce(array_agg(clc.channel_id order by clc.channel_id) filter (where clc.channel_id is not null), '{}') as channels
             from channel_list cl left join channel_list_channel clc on clc.channel_list_id = cl.id
             where cl.user_id = ? and cl.kind = 0
             group by cl.id order by cl.is_default desc, cl.id`,
            [userId],
          );
          return {
            lists: lists.map(({ id, title, channels }) => ({ id, title, channels })),
            defaultChannels: lists.find((list) => list.isDefault)?.channels ?? [],
          };
        }),
      create: (userId, title) =>
        statement(orm, async (em) => {
          const [row] = await selectRows<{ id: number; title: string | null }>(
            em,
            "insert into channel_list (user_id, title, kind, is_default) values (?, ?, 0, false) returning id, title",
            [userId, title],
          );
          if (row === undefined) throw new Error("insert returned no list");
          return { ...row, channels: [] };
        }),
      remove: (userId, listId) =>
        attempt(async (em) => {
          if ((await writeRows(em, "delete from channel_list where id = ? and user_id = ?", [listId, userId])) === 0) throw new ListMissing();
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
            const known = await selectRows(em, "select id from channel where id in (?)", [unique]);
            if (known.length !== unique.length) throw new ChannelMissing();
          }
          await writeRows(em, "delete from channel_list_channel where channel_list_id = ?", [id]);
          if (unique.length > 0) {
            await writeRows(
              em,
              `insert into channel_list_channel (channel_list_id, channel_id) values ${unique.map(() => "(?, ?)").join(", ")}`,
              unique.flatMap((channel) => [id, channel]),
            );
          }
        }, true).pipe(Effect.catch(listOrChannelFailure)),
      systemChannels: (systemId) =>
        statement(orm, async (em) =>
          (await selectRows<{ id: number }>(em, "select channel_id as id from channel_system where system_id = ? order by number, channel_id", [systemId])).map(
            (row) => row.id,
          ),
        ),
    });
  }),
);
