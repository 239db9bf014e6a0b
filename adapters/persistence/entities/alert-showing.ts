import { defineEntity, p } from "@mikro-orm/core";
import { StreamingService } from "./streaming-service.ts";
import { Title } from "./title.ts";

export const AlertShowingSchema = defineEntity({
  name: "AlertShowing",
  tableName: "alert_showing",
  properties: {
    // ids grow as showings are first seen, so a user's alerted_through says which showings they were told about
    id: p.integer().primary(),
    title: () => p.manyToOne(Title).deleteRule("cascade"),
    // "tv:<epoch ms>" for a broadcast, "on:<service id>" for a title on a streaming or on-demand service
    occasion: p.text(),
    time: p.datetime(),
    channelNames: p.text().nullable(),
    streamingService: () => p.manyToOne(StreamingService).nullable().deleteRule("cascade"),
    link: p.text().nullable(),
    firstSeenAt: p.datetime().defaultRaw("now()"),
  },
  uniques: [{ properties: ["title", "occasion"] }],
});

export class AlertShowing extends AlertShowingSchema.class {}
AlertShowingSchema.setClass(AlertShowing);
