import { describe, expect, it } from "vitest";
import { originVerdict } from "../../../adapters/http/origin-check.ts";

const SITE = "https://films.example";

describe("the Origin check for unsafe requests", () => {
  it("allows the site's own pages and requests that no browser sent", () => {
    expect(originVerdict({ secFetchSite: "same-origin", origin: SITE }, SITE)).toBe("allow");
    expect(originVerdict({ origin: SITE }, SITE)).toBe("allow");
    expect(originVerdict({ secFetchSite: "none" }, SITE)).toBe("allow");
    expect(originVerdict({}, SITE)).toBe("allow");
  });

  it("refuses other sites, sibling subdomains and opaque origins", () => {
    expect(originVerdict({ secFetchSite: "cross-site", origin: "https://evil.example" }, SITE)).toBe("refuse");
    expect(originVerdict({ secFetchSite: "same-site", origin: "https://shop.films.example" }, SITE)).toBe("refuse");
    expect(originVerdict({ origin: "https://evil.example" }, SITE)).toBe("refuse");
    expect(originVerdict({ origin: "null" }, SITE)).toBe("refuse");
    expect(originVerdict({ secFetchSite: "cross-site" }, SITE)).toBe("refuse");
    expect(originVerdict({ origin: "http://films.example" }, SITE)).toBe("refuse");
  });

  it("compares whole origins: one that merely starts with the site's origin is another site", () => {
    expect(originVerdict({ origin: "https://films.example.evil.example" }, SITE)).toBe("refuse");
    expect(originVerdict({ origin: "https://films.example:8443" }, SITE)).toBe("refuse");
    expect(originVerdict({ origin: "http://localhost:3000.evil.example" }, "http://localhost:3000")).toBe("refuse");
  });
});
