import { describe, expect, it } from "vitest";
import { logoSvg, posterSvg } from "../../../adapters/http/placeholder-images.ts";

describe("generated placeholder artwork", () => {
  it("prints the title and year on the poster, escaped as text", () => {
    const svg = posterSvg(`<script>alert("x")</script> & Sons`, "1999");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&amp; Sons");
    expect(svg).toContain(">1999</text>");
  });

  it("gives the same title the same colours every time", () => {
    expect(posterSvg("Brief Encounter", "1945")).toBe(posterSvg("Brief Encounter", "1945"));
    expect(logoSvg("Film4")).toContain('aria-label="Film4"');
  });
});
