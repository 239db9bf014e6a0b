import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

/** A browser that has logged in to the account: its logins skip the account-wide throttle that strangers share. */
export const KnownDeviceSchema = defineEntity({
  name: "KnownDevice",
  properties: {
    // a hash of the device cookie, never the cookie itself
    deviceHash: p.text().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").primary(),
    lastLoginAt: p.datetime(),
  },
});

export class KnownDevice extends KnownDeviceSchema.class {}
KnownDeviceSchema.setClass(KnownDevice);
