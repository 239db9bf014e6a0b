import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { deleteProfileImage } from "../../../application/accounts/delete-profile-image.ts";
import { loadUserState } from "../../../application/accounts/load-user-state.ts";
import { PROFILE_IMAGE_MAX_BYTES } from "../../../application/accounts/profile-images.ts";
import { saveFilters } from "../../../application/accounts/save-filters.ts";
import { saveSystem } from "../../../application/accounts/save-system.ts";
import { saveView } from "../../../application/accounts/save-view.ts";
import { setEmailPreference } from "../../../application/accounts/set-email-preference.ts";
import { setUsername } from "../../../application/accounts/set-username.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { uploadProfileImage } from "../../../application/accounts/upload-profile-image.ts";
import { IMAGE_TOO_LARGE, USERNAME_INVALID } from "../../../domain/account-texts.ts";
import { DEFAULT_FILTERS } from "../../../domain/filters.ts";
import { makeWorld } from "../../fakes/application-world.ts";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

const withAccount = async () => {
  const world = makeWorld();
  await world.run(signUp({ email: "ann@example.com", password: "right password" }));
  const [account] = [...world.data.accounts.values()];
  if (account === undefined) throw new Error("no account");
  return { world, userId: account.id };
};

describe("profile settings", () => {
  it("starts a new user with the user state the browser expects, the weekly email off until they opt in", async () => {
    const { world, userId } = await withAccount();
    expect(await world.run(loadUserState(userId))).toEqual({
      logged_in: true,
      name: null,
      email: "ann@example.com",
      profile_img: null,
      premium: false,
      premium_until: null,
      watched: [],
      not_interested: [],
      alerts: [],
      stars: {},
      messages: [],
      channels: [],
      channel_lists: [],
      preferred_view: "table",
      receive_newsletter: false,
      receive_film_alerts: true,
      filters: null,
    });
  });

  it("saves a trimmed username and refuses an empty or overlong one", async () => {
    const { world, userId } = await withAccount();
    expect(await world.run(setUsername(userId, "  Ann Smith  "))).toBe("Ann Smith");
    for (const bad of ["   ", "x".repeat(31), "two\nlines"]) {
      expect(await world.run(Effect.flip(setUsername(userId, bad)))).toMatchObject({ field: "username", message: USERNAME_INVALID });
    }
    expect((await world.run(loadUserState(userId))).name).toBe("Ann Smith");
  });

  it("replaces the profile image, removing the old file, and deletes it on request", async () => {
    const { world, userId } = await withAccount();
    const first = await world.run(uploadProfileImage(userId, PNG));
    const second = await world.run(uploadProfileImage(userId, PNG));
    expect(first).not.toBe(second);
    expect([...world.images.keys()].map((name) => `/profile-images/${name}`)).toEqual([second]);
    expect((await world.run(loadUserState(userId))).profile_img).toBe(second);
    await world.run(deleteProfileImage(userId));
    expect(world.images.size).toBe(0);
    expect((await world.run(loadUserState(userId))).profile_img).toBeNull();
  });

  it("refuses images over 5 MB and content that is not an image", async () => {
    const { world, userId } = await withAccount();
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await world.run(Effect.flip(uploadProfileImage(userId, big)))).toMatchObject({ reason: "too large", message: IMAGE_TOO_LARGE });
    expect((await world.run(Effect.flip(uploadProfileImage(userId, new TextEncoder().encode("<svg onload=alert(1)>")))))._tag).toBe("InvalidImage");
    expect(world.images.size).toBe(0);
  });

  it("switches the newsletter and film alert mails separately", async () => {
    const { world, userId } = await withAccount();
    await world.run(setEmailPreference(userId, "weekly newsletter", false));
    const user = await world.run(loadUserState(userId));
    expect([user.receive_newsletter, user.receive_film_alerts]).toEqual([false, true]);
  });

  it("saves the filters, the view and the channel source, keeping a chosen custom list", async () => {
    const { world, userId } = await withAccount();
    await world.run(saveSystem(userId, { kind: 0, id: 7 }));
    expect((await world.run(loadUserState(userId))).filters).toEqual({ ...DEFAULT_FILTERS, system: { kind: 0, id: 7 } });
    await world.run(saveFilters(userId, { ...DEFAULT_FILTERS, order: "title", hide_watched: true }));
    await world.run(saveSystem(userId, { kind: 2, id: 3 }));
    await world.run(saveView(userId, "grid"));
    const user = await world.run(loadUserState(userId));
    expect(user.filters).toEqual({ ...DEFAULT_FILTERS, order: "title", hide_watched: true, system: { kind: 2, id: 3 } });
    expect(user.preferred_view).toBe("grid");
  });
});
