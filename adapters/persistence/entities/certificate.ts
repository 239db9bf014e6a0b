import { defineEntity, p } from "@mikro-orm/core";

export const CertificateSchema = defineEntity({
  name: "Certificate",
  properties: {
    id: p.integer().primary(),
    name: p.text().unique(),
    rank: p.smallint(),
    description: p.text().nullable(),
    logo: p.text().nullable(),
  },
});

export class Certificate extends CertificateSchema.class {}
CertificateSchema.setClass(Certificate);
