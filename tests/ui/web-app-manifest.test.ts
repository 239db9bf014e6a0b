import { describe, expect, it } from "vitest";
import { webAppManifest } from "../../ui/app/web-app-manifest.ts";

describe("the web app manifest", () => {
  it("has what a browser needs to offer installing the site: names, a start URL in scope, a standalone window and a theme colour", () => {
    expect(webAppManifest.name).toBe("TellyFilms");
    expect(webAppManifest.short_name).toBe("TellyFilms");
    expect(webAppManifest.start_url.startsWith(webAppManifest.scope)).toBe(true);
    expect(webAppManifest.display).toBe("standalone");
    expect(webAppManifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("offers PNG icons of 192 and 512 pixels and a maskable one", () => {
    const icons = webAppManifest.icons;
    for (const icon of icons) expect(icon.type).toBe("image/png");
    expect(icons.filter((icon) => icon.purpose === "any").map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    expect(icons.filter((icon) => icon.purpose === "maskable").map((icon) => icon.sizes)).toEqual(["512x512"]);
    expect(new Set(icons.map((icon) => icon.src)).size).toBe(icons.length);
  });
});
