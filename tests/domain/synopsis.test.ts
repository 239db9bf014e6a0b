import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHORT_SYNOPSIS_MAX, shortSynopsis } from "../../domain/synopsis.ts";

const normalised = (text: string) => text.replace(/\s+/g, " ").trim();
const length = (text: string) => [...text].length;

// Synopses as schedules and TMDB write them: words of letters, sentences ending in a full stop, now and then a comma.
const word = fc.stringMatching(/^[A-Za-zé']{1,14}$/);
const sentence = fc
  .array(fc.tuple(word, fc.constantFrom("", "", "", ",")), { minLength: 1, maxLength: 30 })
  .map((words) => `${words.map(([text, comma]) => text + comma).join(" ")}.`);
const synopsis = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(" "));

describe("the short synopsis of a listing row", () => {
  it("is the synopsis itself when it fits, its white space tidied", () => {
    expect(shortSynopsis("A doctor finds his town's people are being replaced by pod duplicates.")).toBe(
      "A doctor finds his town's people are being replaced by pod duplicates.",
    );
    expect(shortSynopsis("  Two  lines\nof text.  ")).toBe("Two lines of text.");
    expect(shortSynopsis("   ")).toBeNull();
    expect(shortSynopsis(null)).toBeNull();
  });

  it("keeps the whole sentences that fit", () => {
    const first = "Nurse midwives and nuns at Nonnatus House care for mothers and families in Poplar, in London's East End.";
    const second = "The health and social changes of each year shape the cases they meet, from the late 1950s into the 1970s.";
    expect(shortSynopsis(`${first} ${second}`)).toBe(first);
  });

  it("cuts a first sentence too long for a row after a whole word, with an ellipsis", () => {
    const long =
      "Across four periods of English history, from the late Middle Ages to the trenches of 1917, a sly and cowardly Edmund Blackadder schemes to get ahead while his servant Baldrick gets in the way.";
    const short = shortSynopsis(long);
    expect(short).toBe(
      "Across four periods of English history, from the late Middle Ages to the trenches of 1917, a sly and cowardly Edmund Blackadder schemes to get ahead while his…",
    );
    expect(length(short ?? "")).toBeLessThanOrEqual(SHORT_SYNOPSIS_MAX);
  });

  it("is never longer than a row holds, and is the synopsis's own words from its start", () => {
    fc.assert(
      fc.property(synopsis, (text) => {
        const short = shortSynopsis(text);
        expect(short).not.toBeNull();
        expect(length(short as string)).toBeLessThanOrEqual(SHORT_SYNOPSIS_MAX);
        const kept = (short as string).replace(/…$/, "");
        expect(normalised(text).startsWith(kept)).toBe(true);
        // whole words only: what follows the kept text in the synopsis starts a new word
        expect(normalised(text).slice(kept.length)).toMatch(/^($|[\s,.])/);
        if (length(normalised(text)) <= SHORT_SYNOPSIS_MAX) expect(short).toBe(normalised(text));
      }),
    );
  });

  it("leaves a short synopsis as it is", () => {
    fc.assert(
      fc.property(synopsis, (text) => {
        const short = shortSynopsis(text) as string;
        expect(shortSynopsis(short)).toBe(short);
      }),
    );
  });
});
