import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FLING_PX_PER_SECOND, FLING_WINDOW_MS, isFlung, withSample, type ScrollSample } from "../../ui/features/shows/fling.ts";

// A scroll: samples `every` ms apart, each `step` px on from the one before.
const scroll = (count: number, every: number, step: number, from = 0): Array<ScrollSample> =>
  Array.from({ length: count }, (_, i) => ({ at: from + i * every, offset: i * step }));

const taken = (samples: ReadonlyArray<ScrollSample>) => samples.reduce<ReadonlyArray<ScrollSample>>(withSample, []);

describe("a flung list", () => {
  it("is one scrolled a phone screen every few frames, up or down", () => {
    // 120 px a frame at 60 frames a second: 7200 px/s, as the phone bench scrolls.
    expect(isFlung(taken(scroll(6, 16, 120)), 80)).toBe(true);
    expect(isFlung(taken(scroll(6, 16, -120)), 80)).toBe(true);
    // Still flung when the phone draws only 25 frames a second.
    expect(isFlung(taken(scroll(6, 40, 120)), 200)).toBe(true);
  });

  it("is not one read as it scrolls, nor one still", () => {
    // A slow drag: 20 px a frame, 1200 px/s.
    expect(isFlung(taken(scroll(10, 16, 20)), 144)).toBe(false);
    expect(isFlung(taken(scroll(10, 16, 0)), 144)).toBe(false);
  });

  it("is not a jump: a link or a script taking the page far in one or two steps", () => {
    expect(isFlung(taken([{ at: 0, offset: 0 }]), 0)).toBe(false);
    expect(
      isFlung(
        taken([
          { at: 0, offset: 0 },
          { at: 5, offset: 20_000 },
        ]),
        5,
      ),
    ).toBe(false);
  });

  it("is over once the samples are older than the window, when the scroll has stopped", () => {
    const samples = taken(scroll(6, 16, 120));
    expect(isFlung(samples, 80 + FLING_WINDOW_MS + 1)).toBe(false);
  });

  it("keeps only the window's samples, oldest first, with the new one last", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ gap: fc.nat({ max: 200 }), offset: fc.integer({ min: -50_000, max: 50_000 }) }), { maxLength: 40 }), (steps) => {
        let at = 0;
        let samples: ReadonlyArray<ScrollSample> = [];
        for (const { gap, offset } of steps) {
          at += gap;
          const sample = { at, offset };
          samples = withSample(samples, sample);
          expect(samples.at(-1)).toBe(sample);
          samples.forEach((kept, i) => {
            expect(at - kept.at).toBeLessThanOrEqual(FLING_WINDOW_MS);
            if (i > 0) expect(kept.at).toBeGreaterThanOrEqual(samples[i - 1]!.at);
          });
        }
      }),
    );
  });

  it("is flung exactly when the window's samples cover the fling speed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), fc.integer({ min: 5, max: 60 }), fc.integer({ min: -400, max: 400 }), (count, every, step) => {
        const samples = taken(scroll(count, every, step));
        const now = (count - 1) * every;
        const kept = samples.filter((sample) => now - sample.at <= FLING_WINDOW_MS);
        const speed = kept.length < 3 ? 0 : (Math.abs(kept.at(-1)!.offset - kept[0]!.offset) * 1000) / (kept.at(-1)!.at - kept[0]!.at);
        expect(isFlung(samples, now)).toBe(speed >= FLING_PX_PER_SECOND);
      }),
    );
  });
});
