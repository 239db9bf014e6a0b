import { describe, expect, it } from "vitest";
import { slugOf } from "../../domain/slug.ts";

describe("the URL slug", () => {
  it("spells letters that have no accent to drop the British way", () => {
    expect(slugOf("Æon Flux")).toBe("aeon-flux");
    expect(slugOf("Straße")).toBe("strasse");
    expect(slugOf("Ø")).toBe("o");
    expect(slugOf("Œdipus Rex")).toBe("oedipus-rex");
  });

  it("drops accents and apostrophes, reads & and + as words and joins the parts with dashes", () => {
    expect(slugOf("Amélie", 2001)).toBe("amelie-2001");
    expect(slugOf("Schindler's List")).toBe("schindlers-list");
    expect(slugOf("It’s a Wonderful Life")).toBe("its-a-wonderful-life");
    expect(slugOf("Tom & Jerry")).toBe("tom-and-jerry");
    expect(slugOf("U&Dave")).toBe("u-and-dave");
    expect(slugOf("Romeo + Juliet")).toBe("romeo-plus-juliet");
    expect(slugOf("  Léon: The Professional!  ")).toBe("leon-the-professional");
  });
});
