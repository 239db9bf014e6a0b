import { defineEntity, p } from "@mikro-orm/core";

export const StreamingServiceSchema = defineEntity({
  name: "StreamingService",
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    nameDisplay: p.text(),
    kind: p.enum(["streaming", "ondemand"] as const).default("streaming"),
    slug: p.text().unique(),
    logo: p.text().nullable(),
    available: p.boolean().default(true),
  },
});

export class StreamingService extends StreamingServiceSchema.class {}
StreamingServiceSchema.setClass(StreamingService);
