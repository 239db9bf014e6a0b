import { defineEntity, p } from "@mikro-orm/core";
import { Channel } from "./channel.ts";
import { ShowChannel } from "./show-channel.ts";
import { StreamingService } from "./streaming-service.ts";
import { Title } from "./title.ts";

export const ShowSchema = defineEntity({
  name: "Show",
  properties: {
    id: p.integer().primary(),
    title: () => p.manyToOne(Title).deleteRule("cascade"),
    time: p.datetime(),
    art: p.smallint().nullable(),
    channels: () => p.manyToMany(Channel).pivotEntity(() => ShowChannel),
    streamingService: () => p.manyToOne(StreamingService).nullable().deleteRule("cascade"),
    link: p.text().nullable(),
    availability: p.text().nullable(),
    premiereSystemIds: p.array(Number, String).columnType("int[]").default([]),
    season: p.smallint().nullable(),
    episode: p.smallint().nullable(),
    nEpisodes: p.smallint().nullable(),
    episodeTitle: p.text().nullable(),
    premiere: p.boolean().default(false),
    hd: p.boolean().default(false),
    subtitles: p.boolean().default(false),
    signed: p.boolean().default(false),
    audioDescribed: p.boolean().default(false),
    // the import batch that wrote this show; a newer import of the same channels and window replaces it
    source: p.text(),
    importedAt: p.datetime().defaultRaw("now()"),
  },
  indexes: [
    { properties: ["time"] },
    { properties: ["title", "time"] },
    // TV shows have no service: leaving them out of the index spares an import most of its upkeep
    { name: "show_streaming_service_id_time_index", properties: ["streamingService", "time"], where: "streaming_service_id is not null" },
    // no index on source: imports replace a channel's window whatever wrote it, and only the demo reseed asks by source
  ],
});

export class Show extends ShowSchema.class {}
ShowSchema.setClass(Show);
