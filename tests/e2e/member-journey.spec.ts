import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./fixed-clock.ts";
import { seriousViolations } from "./pages/serious-violations.ts";
import sharp from "sharp";
import { AppShell } from "./pages/app-shell.ts";
import { ListingPage } from "./pages/listing-page.ts";
import { AccountModals, DialogAnswers, MemberMenu, PersonalPage } from "./pages/member.ts";
import { INCORRECT_CREDENTIALS, LOGIN_UNLOCK_SENT, LOGIN_UNLOCKED } from "../../domain/account-texts.ts";
import { ACCOUNT_LOGIN_ATTEMPTS } from "../../domain/login-throttle.ts";
import { mailHeader, mailPart } from "../adapters/email/loopback-smtp.ts";

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", "outbox");
const FILM = { path: "/film/12-angry-men-1957/", title: "12 Angry Men", year: 1957 };
const PERSONAL_PAGES = [
  ["watched", "/profile/watched/", "Watched Films"],
  ["alerts", "/profile/alerts/", "Film Alerts"],
  ["not-interested", "/profile/not-interested/", "Not Interested"],
  ["recommendations", "/profile/recommendations/", "Recommendations"],
  ["channels", "/profile/channels/", "My Channels"],
  ["messages", "/profile/messages/", "Last 100 Messages"],
  ["explore", "/explore/", "Film Explorer"],
  ["profile", "/profile/", "Profile"],
] as const;

// The first link matching `pattern` in a mail of `kind` to `email`, as the embedded server's file outbox wrote it.
const mailedLink = async (kind: string, email: string, pattern: RegExp): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(OUTBOX).catch(() => [] as Array<string>))
          .filter((name) => name.endsWith(`-${kind}.eml`))
          .sort()
          .reverse();
        for (const name of names) {
          const raw = await readFile(path.join(OUTBOX, name), "utf8");
          if (mailHeader(raw, "To") !== email) continue;
          link = pattern.exec(mailPart(raw, "text/plain"))?.[0];
          if (link !== undefined) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link ?? "";
};

const resetLinkFor = (email: string): Promise<string> => mailedLink("password-reset", email, /https?:\/\/\S+?\/reset\/[A-Za-z0-9_-]+/);

test("a member signs up, keeps lists, rates, hides, makes a channel list, uses every personal page, resets the password and deletes the account", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shell = new AppShell(page);
  const listing = new ListingPage(page);
  const modals = new AccountModals(page);
  const menu = new MemberMenu(page);
  const personal = new PersonalPage(page);
  const dialogs = new DialogAnswers(page);
  const email = `journey-${Date.now()}@example.com`;
  const password = "Telly-journey-2026";
  const newPassword = "Another-journey-2027";

  await test.step("signs up with a valid email, which logs the new member in", async () => {
    await listing.open("/");
    await modals.openSignUp();
    await expect(modals.signUpDialog.getByRole("listitem").first()).toBeVisible();
    expect(await seriousViolations(page), "the sign up modal").toEqual([]);
    await modals.email(modals.signUpDialog).fill("journey@example");
    await expect(modals.signUpDialog.getByText("Please enter a valid email address.")).toBeVisible();
    await modals.password(modals.signUpDialog).fill(password);
    await expect(modals.signUpDialog.getByRole("button", { name: "Sign up", exact: true })).toBeDisabled();
    await modals.email(modals.signUpDialog).fill(email);
    await modals.signUpDialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(modals.signUpDialog).toBeHidden();
    await expect(menu.account).toContainText(email);
    await expect(menu.bell).toBeVisible();
  });

  const flagged: Array<string> = [];
  await test.step("flags films from the main page's rows with toasts", async () => {
    const rows = listing.films.getByRole("article");
    for (const [index, kind, list] of [
      [0, "watched", "watched"],
      [1, "not interested", "not interested"],
    ] as const) {
      const row = rows.nth(index);
      const title = (await row.getAttribute("aria-label")) ?? "";
      const year = ((await row.getByRole("heading").textContent()) ?? "").match(/\((\d{4})\)$/)?.[1] ?? "";
      await row.getByRole("switch", { name: kind, exact: true }).check();
      await expect(shell.toast(`Added '${title} (${year})' to '${list}' list`)).toBeVisible();
      flagged.push(title);
    }
  });

  await test.step("flags and rates a film on its page, and an alert brings a message to the bell", async () => {
    await page.goto(FILM.path);
    const lists = page.getByRole("group", { name: `Your lists for ${FILM.title}` });
    const rating = page.getByRole("group", { name: /^Your rating/ });
    await expect(rating).toHaveAttribute("title", `You need to flag '${FILM.title}' as 'watched' before rating it`);
    await lists.getByRole("switch", { name: "watched", exact: true }).check();
    await expect(shell.toast(`Added '${FILM.title} (${FILM.year})' to 'watched' list`)).toBeVisible();
    await expect(rating).toHaveAttribute("title", `Click to rate '${FILM.title}'`);
    await rating.getByRole("button", { name: "4 stars" }).click();
    await expect(shell.toast(`Rating of 4 stars for '${FILM.title} (${FILM.year})' saved!`)).toBeVisible();
    await lists.getByRole("switch", { name: "alert me!", exact: true }).check();
    await expect(shell.toast(`Added '${FILM.title} (${FILM.year})' to 'film alerts' list`)).toBeVisible();
    await menu.bell.click();
    await expect(menu.nav.getByText("Latest messages", { exact: true })).toBeVisible();
    await expect(menu.nav.getByRole("link", { name: new RegExp(`^Alert set: '${FILM.title} \\(${FILM.year}\\)'`) })).toBeVisible();
    expect(await seriousViolations(page), "the open bell").toEqual([]);
    await menu.nav.getByRole("link", { name: "Check all messages" }).click();
    await expect(personal.heading).toHaveText("Last 100 Messages");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    await page.getByRole("button", { name: "Fetch all messages" }).click();
    await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(1);
  });

  await test.step("hides watched films from the listing and sees how many are hidden", async () => {
    await listing.open("/");
    // the week arrives after the page's first data: count it once every request has answered
    await page.waitForLoadState("networkidle");
    await expect.poll(() => listing.count()).toBeGreaterThan(10);
    const all = await listing.count();
    await listing.openFilters();
    const hideWatched = listing.filters.getByRole("switch", { name: /^hide watched \(\d+\)$/ });
    // The count is of the watched films in this listing: the film flagged from it, and the film page's film only if it is listed too.
    await expect(hideWatched).toHaveAccessibleName(flagged[0] === FILM.title ? "hide watched (1)" : /^hide watched \([12]\)$/);
    await hideWatched.check();
    await expect.poll(() => listing.count()).toBeLessThan(all);
    await hideWatched.uncheck();
  });

  await test.step("makes a custom channel list and uses it as the channel source", async () => {
    await menu.open("My Channels");
    await expect(personal.heading).toHaveText("My Channels");
    dialogs.next(true, "Film fans");
    await page.getByRole("button", { name: "Create list" }).click();
    await expect(page.getByLabel("Channels list")).toHaveValue(/^list:/);
    await page.getByRole("button", { name: "Select all" }).click();
    await expect(shell.toast("Updated channels list 'Film fans'")).toBeVisible();
    const channels = page.getByRole("list", { name: "Channels in Film fans" }).getByRole("checkbox");
    await channels.first().uncheck();
    await expect(channels.first()).not.toBeChecked();
    await page.getByRole("button", { name: "Use for the listings" }).click();
    await expect(shell.toast("Set channels list to: Film fans")).toBeVisible();
    await page.getByLabel("Channels list").selectOption({ label: "Freeview" });
    await page.getByRole("list", { name: "Channels in Freeview" }).getByRole("checkbox").first().uncheck();
    await expect(shell.toast("Updated channels list 'Custom list (default)'")).toBeVisible();
    await shell.navLink("All Week").click();
    await expect(listing.heading).toHaveText("Films on Film fans this Week");
    await expect.poll(() => listing.count()).toBeGreaterThan(0);
  });

  await test.step("uses the list pages: search, sort, edit the watched date and remove with confirmation", async () => {
    await menu.open("Watched");
    await expect(personal.heading).toHaveText("Watched Films");
    await expect(personal.row(FILM.title)).toBeVisible();
    await personal.search.fill("angry");
    await expect(personal.table.getByRole("row")).toHaveCount(2);
    await personal.search.fill("");
    await page.getByRole("button", { name: /^Title/ }).click();
    await expect(page.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "ascending");
    await personal
      .row(FILM.title)
      .getByRole("button", { name: `Edit date for ${FILM.title}` })
      .click();
    await page.getByLabel(`Watched date for ${FILM.title}`).fill("2020-05-01");
    await personal.row(FILM.title).getByRole("button", { name: "Save" }).click();
    await expect(personal.row(FILM.title)).toContainText("1 May 2020");
    await menu.open("Not Interested");
    await expect(personal.heading).toHaveText("Not Interested");
    dialogs.next(true);
    await personal
      .row(flagged[1] ?? "")
      .getByRole("button", { name: /^Remove/ })
      .click();
    expect(await dialogs.last()).toMatch(/^Remove '.+' from your 'not interested' list\?$/);
    await expect(page.getByText("Films that you mark as watched, alert me! or not interested will be listed here.")).toBeVisible();
  });

  await test.step("every personal page passes axe and is photographed at phone and desktop widths", async () => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, url, heading] of PERSONAL_PAGES) {
        await page.goto(url);
        await expect(personal.heading).toHaveText(heading);
        await expect(menu.bell).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: /…/ })).toHaveCount(0);
        if (width === 1280) expect(await seriousViolations(page), url).toEqual([]);
        await page.screenshot({ path: `test-results/screenshots/member-${name}-${width}.png`, fullPage: true });
      }
    }
  });

  await test.step("on the profile: CSV download, picture upload, username, email switches and the subscribe offer", async () => {
    await page.goto("/profile/");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download watched films (CSV)" }).click();
    const csv = await readFile(await (await download).path(), "utf8");
    expect(csv).toContain(FILM.title);
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#f5c518" } })
      .png()
      .toBuffer();
    await page.getByLabel("Upload a profile image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
    await expect(page.getByRole("button", { name: "Delete profile image" })).toBeVisible();
    await expect(menu.account.locator("img")).toHaveAttribute("src", /^\/profile-images\//);
    await page.getByLabel("Username").fill("Journey Tester");
    await page.getByLabel("Username").press("Enter");
    await expect(page.getByText("Username saved")).toBeVisible();
    await page.getByRole("switch", { name: "weekly film recommendations email" }).uncheck();
    // with no payment provider configured, the profile says so at once and offers no button to press
    await expect(page.getByText(/no payment provider is configured/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Subscribe/ })).toHaveCount(0);
  });

  await test.step("sees the favourite genres and years charts once ten films are watched", async () => {
    await expect(page.getByText(/^Mark at least 10 films as watched/)).toBeVisible();
    const week = (await (await page.request.get("/api/shows/?week")).json()) as { films: Array<{ imdb: string }> };
    for (const film of week.films.filter((candidate) => candidate.imdb !== "tt0050083").slice(0, 9)) {
      const answer = await page.request.put(`/api/imdb/${film.imdb}/`, { data: { action: "watched", tconst: film.imdb, value: true } });
      expect(answer.ok()).toBe(true);
    }
    await page.reload();
    await expect(page.getByText("Favourite Genres")).toBeVisible();
    await expect(page.getByText("Favourite Years")).toBeVisible();
    await expect(page.locator("figure svg").first()).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/member-profile-charts-1280.png", fullPage: true });
  });

  await test.step("logs out, sees the anonymous texts, and logs in again", async () => {
    await menu.open("Log out");
    await expect(shell.navButton("Log in")).toBeVisible();
    await expect(page.getByText("Profile page not available to anonymous users. Please log in to access this page.")).toBeVisible();
    await modals.openLogIn();
    await expect(modals.logInDialog.getByText("Enter details to login")).toBeVisible();
    expect(await seriousViolations(page), "the log in modal").toEqual([]);
    await modals.email(modals.logInDialog).fill(email);
    await modals.password(modals.logInDialog).fill("not-my-password");
    await modals.logInDialog.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(modals.logInDialog.getByText("Incorrect email or password.")).toBeVisible();
    await modals.password(modals.logInDialog).fill(password);
    await expect(modals.logInDialog.getByText("Incorrect email or password.")).toBeHidden();
    await modals.logInDialog.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(modals.logInDialog).toBeHidden();
    await expect(personal.heading).toHaveText("Profile");
  });

  await test.step("resets the password through the link in the mail", async () => {
    await menu.open("Log out");
    await modals.openLogIn();
    await modals.logInDialog.getByRole("button", { name: "Forgot password?" }).click();
    await modals.email(modals.forgotDialog).fill(email);
    await modals.forgotDialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(modals.forgotDialog.getByRole("button", { name: "Check your email!" })).toBeVisible();
    await modals.forgotDialog.getByRole("button", { name: "Close" }).click();
    const link = await resetLinkFor(email);
    await page.goto(new URL(link).pathname);
    const reset = page.getByRole("button", { name: "Reset password" });
    await expect(reset).toBeDisabled();
    await page.getByLabel("New password").fill(newPassword);
    dialogs.next(true);
    await reset.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await dialogs.last()).toBe("Password reset successfully");
    await modals.logIn(email, newPassword);
    await expect(menu.account).toContainText(email);
  });

  await test.step("deletes the account after the confirmation and lands on the main page", async () => {
    await menu.open("Profile");
    dialogs.next(true);
    await page.getByRole("button", { name: "Delete account" }).click();
    expect(await dialogs.last()).toBe(
      "Are you sure you want to delete your account? (your watched films list and alerts will be deleted and cannot be recovered)",
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.navButton("Log in")).toBeVisible();
    await expect(listing.heading).toHaveText(/^Films on .+ this Week$/);
  });
});

test("a member whose login is slowed by wrong guesses emails an unlock link from the login dialog and gets in with it", async ({ page }) => {
  // Eleven password checks (argon2) on a loaded machine.
  test.setTimeout(120_000);
  const modals = new AccountModals(page);
  const menu = new MemberMenu(page);
  const email = "slowed-member@example.com";
  const password = "my own long password";
  await page.goto("/");
  const signedUp = await page.evaluate(
    (details) =>
      fetch("/api/signup/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(details) }).then((answer) => answer.status),
    { email, password },
  );
  expect(signedUp).toBe(200);
  await modals.openLogIn();
  const dialog = modals.logInDialog;
  await modals.email(dialog).fill(email);
  const unlock = dialog.getByRole("button", { name: "Email me an unlock link" });
  for (let attempt = 1; attempt <= ACCOUNT_LOGIN_ATTEMPTS + 1; attempt++) {
    await modals.password(dialog).fill(`wrong guess ${attempt}`);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(attempt <= ACCOUNT_LOGIN_ATTEMPTS ? INCORRECT_CREDENTIALS : /^Too many failed login attempts/);
    await expect(unlock).toHaveCount(attempt <= ACCOUNT_LOGIN_ATTEMPTS ? 0 : 1);
  }
  await unlock.click();
  await expect(dialog.getByRole("status")).toHaveText(LOGIN_UNLOCK_SENT);

  await page.goto(await mailedLink("login-unlock", email, /https?:\/\/\S+\/api\/unlock-login\/\?token=\S+/));
  await expect(page.getByText(LOGIN_UNLOCKED)).toBeVisible();
  await page.goto("/");
  await modals.logIn(email, password);
  await expect(menu.account).toBeVisible();
});
