import { Effect, Layer } from "effect";
import { MailOutboxDepth } from "../../../application/operations/mail-outbox-depth.ts";
import { Database } from "../database-service.ts";

interface OutboxTables {
  mail_outbox: { status: "pending" | "sent" | "failed" };
}

export const MailOutboxDepthPostgres = Layer.effect(
  MailOutboxDepth,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return MailOutboxDepth.of({
      byStatus: Effect.promise(async () => {
        const rows = await orm.em
          .fork()
          .getKysely<OutboxTables>()
          .selectFrom("mail_outbox")
          .select((eb) => ["status", eb.fn.countAll<string | number>().as("mails")])
          .groupBy("status")
          .execute();
        const depth = { pending: 0, sent: 0, failed: 0 };
        for (const row of rows) depth[row.status] = Number(row.mails);
        return depth;
      }),
    });
  }),
);
