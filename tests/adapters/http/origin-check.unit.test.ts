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
});
