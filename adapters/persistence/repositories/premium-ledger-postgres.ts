import { Effect, Layer, Schema } from "effect";
import { sql } from "kysely";
import { PremiumLedger } from "../../../application/premium/premium-ledger.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { at, epochMsOf, selectDecoded, transaction, writeBound } from "./sql-statement.ts";

const PeriodStartRow = Schema.Struct({ start: Schema.Number });

export const PremiumLedgerPostgres = Layer.effect(
  PremiumLedger,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return PremiumLedger.of({
      record: (event, decide) =>
        transaction(orm, async (em) => {
          const db = accountDb(em);
          const user = await db
            .selectFrom("app_user")
            .select(["id", epochMsOf<number | null>("premium_until").as("premiumUntil")])
            .where("id", "=", event.userId ?? 0)
            .forUpdate()
            .executeTakeFirst();
          // The unique key is the arbiter: a replayed or concurrently delivered event inserts nothing and changes nothing.
          const fresh = await writeBound(
            em,
            sql`insert into payment_event (provider, provider_event_id, kind, user_id, payload, processed_at)
                values (${event.provider}, ${event.eventId}, ${event.type}, ${user?.id ?? null}, ${JSON.stringify(event.payload ?? null)}::jsonb, now())
                on conflict (provider, provider_event_id) do nothing`,
          );
          if (fresh === 0) return "duplicate" as const;
          if (user === undefined || event.paidPeriod === null) return "recorded" as const;
          await writeBound(
            em,
            sql`insert into premium_period (provider, reference, user_id, period_start)
                values (${event.provider}, ${event.paidPeriod.reference}, ${user.id}, ${at(event.paidPeriod.start)})
                on conflict (provider, reference) do nothing`,
          );
          const starts = await selectDecoded(
            em,
            PeriodStartRow,
            sql`select ${epochMsOf("period_start")} as start from premium_period where user_id = ${user.id}`,
          );
          const until = decide(
            user.premiumUntil,
            starts.map((row) => row.start),
          );
          await db
            .updateTable("app_user")
            .set({ premium_until: until === null ? null : at(until) })
            .where("id", "=", user.id)
            .execute();
          return "recorded" as const;
        }),
    });
  }),
);
