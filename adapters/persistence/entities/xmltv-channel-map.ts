import { defineEntity, p } from "@mikro-orm/core";
import { Channel } from "./channel.ts";

export const XmltvChannelMapSchema = defineEntity({
  name: "XmltvChannelMap",
  properties: {
    xmltvId: p.text().primary(),
    displayName: p.text().nullable(),
    // null channel: a known XMLTV channel that imports deliberately skip
    channel: p.manyToOne(Channel).nullable().deleteRule("set null").index(),
  },
});

export class XmltvChannelMap extends XmltvChannelMapSchema.class {}
XmltvChannelMapSchema.setClass(XmltvChannelMap);
