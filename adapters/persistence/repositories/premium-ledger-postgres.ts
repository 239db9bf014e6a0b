import { Effect, Layer } from "effect";
import { PremiumLedger } from "../../../application/premium/premium-ledger.ts";
import { Database } from "../database-service.ts";
import { AT, epochMs, selectRows, transaction, writeRows } from "./sql-statement.ts";

export const PremiumLedgerPostgres = Layer.effect(
  PremiumLedger,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return PremiumLedger.of({
      record: (event, decide) =>
        transaction(orm, async (em) => {
          const [user] = await selectRows<{ id: number; premiumUntil: number | null }>(
            em,
            `select id, ${epochMs("premium_until")} as "premiumUntil" from app_user where id = ? for update`,
            [event.userId ?? 0],
          );
          // The unique key is the arbiter: a replayed or concurrently delivered event inserts nothing and changes nothing.
          const fresh = await writeRows(
            em,
            `insert into payment_event (provider, provider_event_id, kind, user_id, payload, processed_at)
             values (?, ?, ?, ?, ?::jsonb, now()) on conflict (provider, provider_event_id) do nothing`,
            [event.provider, event.eventId, event.type, user?.id ?? null, JSON.stringify(event.payload ?? null)],
          );
          if (fresh === 0) return "duplicate" as const;
          if (user === undefined || event.paidPeriod === null) return "recorded" as const;
          await writeRows(
            em,
            `insert into premium_period (provider, reference, user_id, period_start) values (?, ?, ?, ${AT})
             on conflict (provider, reference) do nothing`,
            [event.provider, event.paidPeriod.reference, user.id, event.paidPeriod.start],
          );
          const starts = await selectRows<{ start: number }>(em, `select ${epochMs("period_start")} as start from premium_period where user_id = ?`, [user.id]);
          const until = decide(
            user.premiumUntil,
            starts.map((row) => row.start),
          );
          await writeRows(
            em,
            `update app_user set premium_until = ${until === null ? "null" : AT} where id = ?`,
            until === null ? [user.id] : [until, user.id],
          );
          return "recorded" as const;
        }),
    });
  }),
);
