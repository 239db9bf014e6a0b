import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const FilmAlertQueueSchema = defineEntity({
  name: "FilmAlertQueue",
  tableName: "film_alert_queue",
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule("cascade"),
    titles: p.integer(),
    queuedAt: p.datetime().defaultRaw("now()"),
  },
});

export class FilmAlertQueue extends FilmAlertQueueSchema.class {}
FilmAlertQueueSchema.setClass(FilmAlertQueue);
