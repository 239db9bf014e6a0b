import { defineEntity, p } from "@mikro-orm/core";

// One row, bumped by triggers whenever listing data changes, so app processes can tell when cached payloads are stale.
export const DataVersionSchema = defineEntity({
  name: "DataVersion",
  properties: {
    id: p.smallint().primary().autoincrement(false),
    version: p.bigint("number").default(1),
    changedAt: p.datetime().defaultRaw("now()"),
  },
});

export class DataVersion extends DataVersionSchema.class {}
DataVersionSchema.setClass(DataVersion);
