import { Effect } from "effect";
import type { Database } from "../database.ts";

/** Runs a read-only statement on a fresh entity manager; values are inlined and escaped by MikroORM, a failure is a defect. */
export const sqlRead =
  (orm: Database) =>
  <Row>(sql: string, params: ReadonlyArray<string | number | boolean | null> = []): Effect.Effect<ReadonlyArray<Row>> =>
    Effect.promise(() => orm.em.getConnection().execute<Array<Row>>(sql, [...params]));
