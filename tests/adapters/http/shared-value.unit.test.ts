import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sharedValue } from "../../../adapters/http/public-json.ts";

const Page = Schema.Struct({ title: Schema.String, times: Schema.Array(Schema.Number) });
const OtherPage = Schema.Struct({ title: Schema.String, times: Schema.Array(Schema.Number) });
const long = (title: string) => ({ title: title.repeat(200), times: [1, 2, 3] });

describe("values recomputed with the same bytes", () => {
  it("are the value already held, with its compressed forms, not a second copy compressed again", async () => {
    const first = sharedValue(Page, long("Alien "));
    const brotli = await first.representation.encodedAs("br");
    const again = sharedValue(Page, long("Alien "));
    expect(again).toBe(first);
    expect(again.representation.encodedNow("br")).toBe(brotli);
  });

  it("are new when the bytes differ, or when another Schema made them", () => {
    const first = sharedValue(Page, long("Heat "));
    expect(sharedValue(Page, long("Heat! "))).not.toBe(first);
    const other = sharedValue(OtherPage, long("Heat "));
    expect(other).not.toBe(first);
    expect(other.representation.tag).toBe(first.representation.tag);
  });
});
