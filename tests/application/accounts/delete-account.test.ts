import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { deleteAccount } from "../../../application/accounts/delete-account.ts";
import { logIn } from "../../../application/accounts/log-in.ts";
import { purgeAccounts, retentionCutoff } from "../../../application/accounts/purge-accounts.ts";
import { resolveSession } from "../../../application/accounts/resolve-session.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { uploadProfileImage } from "../../../application/accounts/upload-profile-image.ts";
import { createChannelList } from "../../../application/personal/create-channel-list.ts";
import { flagFilm } from "../../../application/personal/flag-film.ts";
import { rateFilm } from "../../../application/personal/rate-film.ts";
import { contractCatalogue } from "../contracts/catalogue-fixture.ts";
import { makeWorld } from "../../fakes/application-world.ts";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const DAY = 86_400_000;

describe("deleting an account", () => {
  it("removes flags, ratings, lists, messages, sessions and the profile image at once and anonymises the account", async () => {
    const world = makeWorld({ catalogue: contractCatalogue(Date.UTC(2026, 10, 20, 12)) });
    await world.run(signUp({ email: "ann@example.com", password: "right password" }));
    const session = await world.run(logIn({ email: "ann@example.com", password: "right password", clientAddress: "a", previousSessionToken: null }));
    const userId = session.userId;
    await world.run(
      Effect.gen(function* () {
        yield* flagFilm(userId, { tconst: "tt9000001", kind: "watched", value: true });
        yield* rateFilm(userId, { tconst: "tt9000001", stars: 4 });
        yield* flagFilm(userId, { tconst: "tt9000004", kind: "alert", value: true });
        yield* createChannelList(userId, "Mine");
        yield* uploadProfileImage(userId, PNG);
      }),
    );
    expect(world.images.size).toBe(1);
    expect(world.data.messages).toHaveLength(1);
    await world.run(deleteAccount(userId));
    expect(world.images.size).toBe(0);
    expect(world.data.userTitles.size).toBe(0);
    expect(world.data.channelLists.size).toBe(0);
    expect(world.data.messages).toEqual([]);
    expect(Option.isNone(await world.run(resolveSession(session.token)))).toBe(true);
    expect(world.data.accounts.get(userId)).toMatchObject({ email: `deleted-${userId}@deleted.invalid`, username: null, terminatedAt: world.start });
    const refused = await world.run(
      Effect.flip(logIn({ email: "ann@example.com", password: "right password", clientAddress: "b", previousSessionToken: null })),
    );
    expect(refused._tag).toBe("LoginRefused");
  });

  it("keeps the anonymised row for two years after termination and then purges it", async () => {
    const world = makeWorld();
    await world.run(signUp({ email: "ann@example.com", password: "right password" }));
    const [account] = [...world.data.accounts.values()];
    if (account === undefined) throw new Error("no account");
    await world.run(deleteAccount(account.id));
    const twoYears = Date.UTC(2028, 10, 20, 12) - world.start;
    expect(retentionCutoff(world.start + twoYears)).toBe(world.start);
    expect((await world.at(twoYears - DAY, purgeAccounts())).accounts).toBe(0);
    expect(world.data.accounts.size).toBe(1);
    expect((await world.at(twoYears + DAY, purgeAccounts())).accounts).toBe(1);
    expect(world.data.accounts.size).toBe(0);
  });
});
