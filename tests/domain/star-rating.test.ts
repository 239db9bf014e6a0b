import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clickStar, ratingRemovedToast, ratingSavedToast, ratingTooltip, STAR_VALUES } from "../../domain/star-rating.ts";

const canRate = { loggedIn: true, watched: true };

describe("star rating", () => {
  it("sets the clicked star on a watched film", () => {
    expect(clickStar(null, 4, canRate)).toBe(4);
    expect(clickStar(2, 5, canRate)).toBe(5);
  });

  it("clears the rating when the current star is clicked", () => {
    expect(clickStar(3, 3, canRate)).toBeNull();
  });

  it("does nothing unless the film is flagged watched by a logged-in user", () => {
    expect(clickStar(null, 4, { loggedIn: true, watched: false })).toBeNull();
    expect(clickStar(2, 4, { loggedIn: false, watched: true })).toBe(2);
  });

  it("explains in the tooltip why a film cannot be rated", () => {
    expect(ratingTooltip("Heat", false, false)).toBe("You need to login to rate 'Heat'");
    expect(ratingTooltip("Heat", true, false)).toBe("You need to flag 'Heat' as 'watched' before rating it");
    expect(ratingTooltip("Heat", true, true)).toBe("Click to rate 'Heat'");
  });

  it("confirms saving and removing a rating", () => {
    expect(ratingSavedToast(4, "Heat", 1995)).toBe("Rating of 4 stars for 'Heat (1995)' saved!");
    expect(ratingRemovedToast("Heat", 1995)).toBe("Rating for 'Heat (1995)' has been removed");
    expect(ratingSavedToast(3, "Fast & Furious", null)).toBe("Rating of 3 stars for 'Fast & Furious' saved!");
    expect(ratingRemovedToast("Fast & Furious", null)).toBe("Rating for 'Fast & Furious' has been removed");
  });

  it("returns to the original rating when the same star is clicked twice", () => {
    const star = fc.constantFrom(...STAR_VALUES);
    fc.assert(
      fc.property(fc.option(star, { nil: null }), star, (current, clicked) => {
        const once = clickStar(current, clicked, canRate);
        expect(once === null || once === clicked).toBe(true);
        if (current !== clicked) expect(clickStar(once, clicked, canRate)).toBeNull();
      }),
    );
  });
});
