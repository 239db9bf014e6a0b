import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer, Option, Schema } from "effect";
import { sql, type SelectQueryBuilder } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { CalendarFeeds } from "../../../application/calendar/calendar-feeds.ts";
import { CalendarShowing } from "../../../domain/calendar-event.ts";
import { Database } from "../database-service.ts";
import type { MemberTables } from "../member-tables.ts";
import { statement, transaction } from "./sql-statement.ts";

const decodeShowings = Schema.decodeUnknownSync(Schema.Array(CalendarShowing));

const showings = (em: SqlEntityManager) => {
  const db = em.getKysely<MemberTables>();
  return db
    .selectFrom("show as s")
    .innerJoin("title as t", "t.id", "s.title_id")
    .where("s.streaming_service_id", "is", null)
    .select((eb) => [
      "s.id as showId",
      "t.imdb as tconst",
      "t.title",
      "t.year",
      "t.slug",
      "t.kind",
      "t.length",
      sql<number>`(extract(epoch from s.time) * 1000)::float8`.as("start"),
      jsonArrayFrom(
        eb
          .selectFrom("show_channel as sc")
          .innerJoin("channel as c", "c.id", "sc.channel_id")
          .select(["c.name", "c.slug"])
          .whereRef("sc.show_id", "=", "s.id")
          .orderBy("c.name"),
      ).as("channels"),
    ])
    .where((eb) => eb.exists(eb.selectFrom("show_channel as sc").select("sc.show_id").whereRef("sc.show_id", "=", "s.id")));
};

const decoded = async <O>(query: SelectQueryBuilder<MemberTables & { s: unknown; t: unknown }, "s" | "t", O>) => decodeShowings(await query.execute());

export const CalendarFeedsPostgres = Layer.effect(
  CalendarFeeds,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return CalendarFeeds.of({
      seedOf: (userId, seed, tokenHash, now) =>
        transaction(orm, async (em) => {
          const db = em.getKysely<MemberTables>();
          await db
            .insertInto("calendar_feed")
            .values({ user_id: userId, seed, token_hash: tokenHash, created_at: new Date(now) })
            .onConflict((conflict) => conflict.column("user_id").doNothing())
            .execute();
          const row = await db.selectFrom("calendar_feed").select("seed").where("user_id", "=", userId).executeTakeFirstOrThrow();
          return row.seed;
        }),
      replaceSeed: (userId, seed, tokenHash, now) =>
        statement(orm, async (em) => {
          await em
            .getKysely<MemberTables>()
            .insertInto("calendar_feed")
            .values({ user_id: userId, seed, token_hash: tokenHash, created_at: new Date(now) })
            .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ seed, token_hash: tokenHash, created_at: new Date(now) }))
            .execute();
        }),
      userOfToken: (tokenHash) =>
        statement(orm, async (em) => {
          const row = await em.getKysely<MemberTables>().selectFrom("calendar_feed").select("user_id").where("token_hash", "=", tokenHash).executeTakeFirst();
          return Option.fromNullishOr(row?.user_id);
        }),
      alertShowings: (userId, now, limit) =>
        statement(orm, (em) =>
          decoded(
            showings(em)
              .innerJoin("user_title as ut", "ut.title_id", "t.id")
              .where("ut.user_id", "=", userId)
              .where("ut.alert", "=", true)
              .where("s.time", ">=", new Date(now))
              .orderBy("s.time")
              .orderBy("t.title")
              .orderBy("s.id")
              .limit(limit),
          ),
        ),
      showing: (showId) =>
        statement(orm, async (em) => {
          const [row] = await decoded(showings(em).where("s.id", "=", showId));
          return Option.fromNullishOr(row);
        }),
    });
  }),
);
