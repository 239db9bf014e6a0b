import { defineEntity, p } from "@mikro-orm/core";

export const ClientErrorSchema = defineEntity({
  name: "ClientError",
  properties: {
    id: p.integer().primary(),
    url: p.text(),
    method: p.text(),
    message: p.text(),
    userAgent: p.text().nullable(),
    createdAt: p.datetime().defaultRaw("now()").index(),
  },
});

export class ClientError extends ClientErrorSchema.class {}
ClientErrorSchema.setClass(ClientError);
