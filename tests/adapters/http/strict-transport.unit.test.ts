import { describe, expect, it } from "vitest";
import { strictTransportSecurity } from "../../../adapters/http/strict-transport.ts";

describe("Strict-Transport-Security", () => {
  it("is sent for a site whose public address is https, for a year and its subdomains", () => {
    expect(strictTransportSecurity("https://tellyfilms.example")).toBe("max-age=31536000; includeSubDomains");
  });

  it("is not sent for an http site, such as the embedded default on localhost", () => {
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
  });
});
