import { defineEntity, p } from "@mikro-orm/core";
import { Title } from "./title.ts";
import { User } from "./user.ts";

export const FilmReportSchema = defineEntity({
  name: "FilmReport",
  properties: {
    id: p.integer().primary(),
    title: () => p.manyToOne(Title).deleteRule("cascade").index(),
    code: p.enum(["PO", "SY", "DC", "RT", "IM", "TM", "YT", "SC"] as const),
    user: () => p.manyToOne(User).nullable().deleteRule("set null").index(),
    createdAt: p.datetime().defaultRaw("now()"),
    resolvedAt: p.datetime().nullable(),
  },
  indexes: [{ name: "film_report_open_index", properties: ["createdAt"], where: "resolved_at is null" }],
});

export class FilmReport extends FilmReportSchema.class {}
FilmReportSchema.setClass(FilmReport);
