import { describe, expect, it } from "vitest";
import { normaliseUsername, USERNAME_MAX_LENGTH } from "../../domain/username.ts";

describe("usernames", () => {
  it("are trimmed, 1 to 30 characters, on one line", () => {
    expect(normaliseUsername("  Ann  ")).toBe("Ann");
    expect(normaliseUsername("")).toBeNull();
    expect(normaliseUsername("a".repeat(USERNAME_MAX_LENGTH))).toHaveLength(USERNAME_MAX_LENGTH);
    expect(normaliseUsername("a".repeat(USERNAME_MAX_LENGTH + 1))).toBeNull();
    expect(normaliseUsername("a\u0000b")).toBeNull();
    expect(normaliseUsername("Zoë 🎬")).toBe("Zoë 🎬");
  });
});
