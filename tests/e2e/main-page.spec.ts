import { expect, test } from "./fixed-clock.ts";
import { AppShell } from "./pages/app-shell.ts";
import { ListingPage } from "./pages/listing-page.ts";
import { FeedbackModal } from "./pages/modals.ts";

test.describe("the Main Page", () => {
  test("lists this week's films with their details, the count and the last update", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await expect(listing.heading).toHaveText("Films on Freeview this Week");
    await expect(listing.filmCount).toHaveText(/^\d+ films?$/);
    const first = listing.filmArticles().first();
    await expect(first.getByRole("heading").getByRole("link")).toBeVisible();
    await expect(first.getByRole("img", { name: /^Certificate / })).toBeVisible();
    await expect(first.getByRole("list", { name: "Ratings" })).toBeVisible();
    await expect(listing.lastUpdated).toHaveText(/^Last updated: \w+ \d+ \w+, 04:01$/);
  });

  test("narrows the listing when a certificate, a genre or the evening switch is chosen", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await expect.poll(() => listing.count()).toBeGreaterThan(100);
    const all = await listing.count();
    await listing.openFilters();
    await listing.filter("Certificate").selectOption({ label: "U" });
    await expect.poll(() => listing.count()).toBeLessThan(all);
    const certified = await listing.count();
    await listing.filter("Genre").selectOption({ label: "Comedy" });
    await expect.poll(() => listing.count()).toBeLessThan(certified);
    await listing.filter("Certificate").selectOption({ label: "All" });
    await listing.filter("Genre").selectOption({ label: "All" });
    await expect.poll(() => listing.count()).toBe(all);
    await listing.switch("evening").check();
    await expect.poll(() => listing.count()).toBeLessThan(all);
  });

  test("shows each film once, counts films, and opens a film's other showings in place", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await expect.poll(() => listing.count()).toBeGreaterThan(100);
    expect(await listing.rowCount()).toBe(await listing.count());
    const paths = await listing.filmPaths();
    expect(new Set(paths).size).toBe(paths.length);
    const more = listing.moreShowings().first();
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(
      listing.films
        .getByRole("list", { name: /^Other showings of / })
        .first()
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
    const films = await listing.count();
    await listing.openFilters();
    await listing.switch("every showing").check();
    await expect.poll(() => listing.rowCount()).toBeGreaterThan(films);
    expect(await listing.count()).toBe(films);
  });

  test("keeps only audio described, signed or last-chance showings on request and marks them on the rows", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await expect.poll(() => listing.count()).toBeGreaterThan(100);
    const all = await listing.count();
    await listing.openFilters();
    await listing.switch("audio described").check();
    await expect.poll(() => listing.count()).toBeLessThan(all);
    await expect(listing.films.getByRole("article").first().getByText("Audio described", { exact: true })).toBeAttached();
    await listing.switch("audio described").uncheck();
    await listing.switch("signed").check();
    await expect.poll(() => listing.count()).toBeLessThan(all);
    await expect(listing.films.getByRole("article").first().getByText("Signed", { exact: true })).toBeAttached();
    await listing.switch("signed").uncheck();
    await listing.switch("last chance").check();
    await expect(listing.films.getByRole("article").first().getByText("Last chance", { exact: true })).toBeVisible();
  });

  test("says 'No match (adjust filters)' when nothing matches", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await listing.openFilters();
    await listing.filter("From year").fill("2024");
    await listing.filter("Certificate").selectOption({ label: "18" });
    await listing.filter("Language").selectOption({ index: 1 });
    await expect(listing.filmCount).toHaveText("0 films");
    await expect(page.getByText("No match (adjust filters)")).toBeVisible();
  });

  test("switches between table, grid and timeline views", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await listing.view("grid").click();
    await expect(listing.view("grid")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("navigation", { name: "Grid pages" }).first()).toBeVisible();
    await listing.view("timeline").click();
    await expect(listing.timeline.getByRole("group").first()).toBeVisible();
    await listing.view("table").click();
    await expect(listing.films.getByRole("article").first()).toBeVisible();
  });

  test("the timeline cannot be scrolled before its start", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await listing.view("timeline").click();
    const earlier = listing.timeline.getByRole("button", { name: /6 h earlier/ });
    for (let i = 0; i < 5; i++) await earlier.click();
    await expect(listing.timeline.getByRole("alert")).toHaveText(/^You can't scroll past \w+ \d+ \w+, 00:00\.$/);
  });

  test("keeps a visitor's filters, view and page size after a reload", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await listing.channels.selectOption({ label: "Sky" });
    await expect(new AppShell(page).toast("Set channels list to: Sky")).toBeVisible();
    await listing.sortBy.selectOption("title");
    await listing.view("grid").click();
    await page.getByLabel("Films per page").first().selectOption("24");
    await page.reload();
    await expect(listing.heading).toHaveText("Films on Sky this Week");
    await expect(listing.sortBy).toHaveValue("title");
    await expect(listing.view("grid")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Films per page").first()).toHaveValue("24");
  });

  test("choosing a streaming service sorts by average rating and leaves the timeline", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await listing.view("timeline").click();
    await listing.channels.selectOption({ label: "Netflix" });
    await expect(listing.heading).toHaveText("Films on Netflix");
    await expect(listing.view("timeline")).toHaveCount(0);
    await expect(listing.view("table")).toHaveAttribute("aria-pressed", "true");
    await expect(listing.sortBy).toHaveValue("average rating");
  });

  test("visitors cannot use the hide switches and are asked to sign up", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await listing.openFilters();
    const hide = listing.switch("hide watched (sign up required)");
    await expect(hide).toBeDisabled();
    await expect(listing.filters.locator("label").filter({ hasText: "hide watched (sign up required)" })).toHaveAttribute("title", /Sign up/);
    await expect(listing.filters.getByLabel("Keyword")).toHaveCount(0);
    await expect(listing.channels.locator("option", { hasText: "Custom list (signup required)" })).toBeDisabled();
  });

  test("the feedback button opens the feedback modal, thanks the visitor and closes", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    await expect(listing.feedbackButton).toHaveText("Feedback");
    await listing.feedbackButton.click();
    const modal = new FeedbackModal(page);
    await expect(modal.send).toBeDisabled();
    await modal.text.fill("Please add more westerns");
    await modal.email.fill("not-an-email");
    await expect(modal.dialog.getByText("Please enter a valid email address.")).toBeVisible();
    await modal.email.fill("viewer@example.com");
    await modal.category.selectOption({ label: "suggestion" });
    await modal.send.click();
    await expect(new AppShell(page).toast("Thanks for your feedback")).toBeVisible();
    await expect(modal.dialog).toBeHidden();
  });

  test("shows the whole focus ring of the Table, Grid and Timeline buttons", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open("/");
    for (const name of ["table", "grid", "timeline"] as const) {
      await listing.view(name).focus();
      const clipped = await listing.view(name).evaluate((element) => {
        const style = getComputedStyle(element);
        if (style.outlineStyle === "none") return "no focus ring";
        const extent = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const box = element.getBoundingClientRect();
        for (let ancestor = element.parentElement; ancestor !== null && ancestor !== document.body; ancestor = ancestor.parentElement) {
          const clip = getComputedStyle(ancestor);
          if (clip.overflowX === "visible" && clip.overflowY === "visible") continue;
          const area = ancestor.getBoundingClientRect();
          if (box.left - extent < area.left || box.top - extent < area.top || box.right + extent > area.right || box.bottom + extent > area.bottom)
            return "clipped";
        }
        return "whole";
      });
      expect(clipped, name).toBe("whole");
    }
  });

  test.describe("on a 390x844 phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("shows the whole first film row, its switches included, above the bottom bar, under a one-line navbar that stays at the top", async ({ page }) => {
      const listing = new ListingPage(page);
      const shell = new AppShell(page);
      await listing.open("/");
      await expect(shell.banners.getByRole("button", { name: /Dismiss/ })).toHaveCount(2);
      const firstRow = listing.films.getByRole("article").first();
      await expect(firstRow.getByRole("switch")).toHaveCount(3);
      const quickBar = await shell.bottomBar.boundingBox();
      for (const part of [firstRow, ...(await firstRow.getByRole("switch").all())]) {
        const box = await part.boundingBox();
        expect(box && quickBar && box.y >= 0 && box.y + box.height <= quickBar.y).toBe(true);
      }
      const middles = await shell.mainNav.locator(":scope > *").evaluateAll((items) =>
        items
          .map((item) => item.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => box.top + box.height / 2),
      );
      expect(middles.length).toBeGreaterThanOrEqual(6);
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect.poll(async () => (await shell.mainNav.boundingBox())?.y).toBe(0);
    });

    test("lays the table's rows edge to edge after a jump far down the week", async ({ page }) => {
      const listing = new ListingPage(page);
      await listing.open("/");
      await expect(listing.films.getByRole("article").first()).toBeVisible();
      // A jump far down the week: the rows mounted around the screen are measured and placed one under another.
      await page.evaluate(() => window.scrollTo(0, 6000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
      const layout = () =>
        listing.films.evaluate((list) => {
          const rows = [...list.querySelectorAll<HTMLElement>(":scope > li[data-index]")].sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
          const apart = rows.slice(1).filter((row, i) => {
            const before = rows[i]!;
            return (
              Number(row.dataset.index) === Number(before.dataset.index) + 1 &&
              Math.abs(row.getBoundingClientRect().top - before.getBoundingClientRect().bottom) > 1
            );
          });
          return { rows: rows.length, apart: apart.length };
        });
      await expect.poll(layout).toMatchObject({ apart: 0 });
      expect((await layout()).rows).toBeGreaterThan(4);
    });

    for (const view of ["table", "grid"] as const)
      test(`draws the ${view}'s rows a fling brings in light, with their titles, and every row whole once it stops`, async ({ page }) => {
        const listing = new ListingPage(page);
        await listing.open("/");
        await listing.view(view).click();
        await expect(listing.films.getByRole("article").first()).toBeVisible();
        // A fling: 400 px a frame, fling speed even at a few frames a second on a busy machine.
        const seen = await page.evaluate(
          () =>
            new Promise<{ readonly light: number; readonly untitled: number }>((resolve) => {
              let frames = 0;
              let light = 0;
              let untitled = 0;
              const frame = () => {
                const rows = document.querySelectorAll('[aria-label="Films"] > [data-index][data-light]');
                light = Math.max(light, rows.length);
                rows.forEach((row) => {
                  if ([...row.querySelectorAll("article h2 a")].every((title) => (title.textContent ?? "") === "")) untitled++;
                });
                if (++frames > 30) return resolve({ light, untitled });
                window.scrollBy(0, 400);
                requestAnimationFrame(frame);
              };
              requestAnimationFrame(frame);
            }),
        );
        expect(seen.light).toBeGreaterThan(0);
        expect(seen.untitled).toBe(0);
        await expect(listing.films.locator("[data-light]")).toHaveCount(0);
        const rows = listing.films.locator(":scope > [data-index]");
        expect(await rows.count()).toBeGreaterThan(2);
        for (const row of await rows.all()) await expect(row.getByRole("group", { name: /^Your lists for / }).first()).toBeAttached();
      });

    for (const view of ["table", "grid"] as const)
      test(`draws the ${view}'s new rows light, with their titles, in the frame that answers a filter change, and whole after it`, async ({ page }) => {
        const listing = new ListingPage(page);
        await listing.open("/");
        await listing.view(view).click();
        await expect(listing.films.getByRole("article").first()).toBeVisible();
        await listing.openFilters();
        // Another day: every showing in the list is new. What the first frame after the change holds is read in that frame.
        const firstFrame = await listing.day.evaluate(
          (select: HTMLSelectElement) =>
            new Promise<{ readonly light: number; readonly titles: ReadonlyArray<string> }>((resolve) => {
              select.value = [...select.options].find((option) => option.text === "Tomorrow")!.value;
              select.dispatchEvent(new Event("change", { bubbles: true }));
              requestAnimationFrame(() => {
                const rows = [...document.querySelectorAll('[aria-label="Films"] > [data-index][data-light]')];
                resolve({
                  light: rows.length,
                  titles: rows.flatMap((row) => [...row.querySelectorAll("article h2 a")].map((title) => title.textContent ?? "")),
                });
              });
            }),
        );
        expect(firstFrame.light).toBeGreaterThan(0);
        expect(firstFrame.titles.length).toBeGreaterThan(0);
        expect(firstFrame.titles.filter((title) => title.trim() === "")).toEqual([]);
        await expect(listing.films.locator("[data-light]")).toHaveCount(0);
        const rows = listing.films.locator(":scope > [data-index]");
        expect(await rows.count()).toBeGreaterThan(0);
        for (const row of await rows.all()) await expect(row.getByRole("group", { name: /^Your lists for / }).first()).toBeAttached();
      });

    test("draws the table the visitor switches back to light in its first frame, and whole after it, while the page's first table was whole at once", async ({
      page,
    }) => {
      const listing = new ListingPage(page);
      await listing.open("/");
      await expect(listing.films.getByRole("article").first()).toBeVisible();
      expect(await listing.films.locator("[data-light]").count()).toBe(0);
      await listing.view("grid").click();
      await expect(page.locator('div[aria-label="Films"] article').first()).toBeVisible();
      await expect(listing.films.locator("[data-light]")).toHaveCount(0);
      // The table's first frame: the switch of view is not drawn in the frame after the click (its code may still load).
      const firstFrame = await listing.view("table").evaluate(
        (button: HTMLElement) =>
          new Promise<number>((resolve) => {
            button.click();
            const frame = () => {
              const table = document.querySelector('ul[aria-label="Films"]');
              if (table === null) requestAnimationFrame(frame);
              else resolve(table.querySelectorAll(":scope > [data-index][data-light]").length);
            };
            requestAnimationFrame(frame);
          }),
      );
      expect(firstFrame).toBeGreaterThan(0);
      await expect(listing.films.locator("[data-light]")).toHaveCount(0);
      await expect(listing.films.getByRole("group", { name: /^Your lists for / }).first()).toBeAttached();
    });

    test("keeps the feedback button clear of the film rows", async ({ page }) => {
      const listing = new ListingPage(page);
      await listing.open("/");
      await expect(listing.films.getByRole("article").first()).toBeVisible();
      const button = await listing.feedbackButton.boundingBox();
      const quickBar = await page.getByRole("navigation", { name: "Quick", exact: true }).boundingBox();
      expect(button && quickBar && button.y >= quickBar.y - 1).toBe(true);
    });
  });

  test.describe("on a very small screen", () => {
    test.use({ viewport: { width: 340, height: 700 } });

    test("hides the feedback button", async ({ page }) => {
      const listing = new ListingPage(page);
      await listing.open("/");
      await expect(listing.feedbackButton).toBeHidden();
    });
  });
});
