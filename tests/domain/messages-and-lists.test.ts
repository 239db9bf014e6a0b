import { describe, expect, it } from "vitest";
import { channelsForChannelsPage } from "../../domain/channel.ts";
import { newChannelListTitle, toggleChannel } from "../../domain/channel-list.ts";
import { latestMessages, messageLink, visibleBanners, type Message } from "../../domain/message.ts";
import { showsAds } from "../../domain/user.ts";
import { channels } from "./listing-fixtures.ts";

const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  date: id * 1000,
  text: `Message ${id}`,
  read: false,
  kind: "film",
  ...overrides,
});

describe("messages", () => {
  it("shows the 10 latest messages in the bell", () => {
    const all = Array.from({ length: 15 }, (_, i) => message(i));
    expect(latestMessages(all).map((item) => item.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it("links a message with a slug to the film or series page", () => {
    expect(messageLink(message(1, { slug: "heat" }))).toEqual({ route: "Film Page", slug: "heat" });
    expect(messageLink(message(2, { kind: "series", slug: "echo" }))).toEqual({ route: "Series Page", slug: "echo" });
    expect(messageLink(message(3))).toBeNull();
  });

  it("never shows a dismissed banner again", () => {
    expect(
      visibleBanners(
        [
          { id: 1, text: "<b>a</b>" },
          { id: 2, text: "b" },
        ],
        [1],
      ),
    ).toEqual([{ id: 2, text: "b" }]);
  });
});

describe("channel lists and channels", () => {
  it("creates a list with the given title, and cancels on an empty or dismissed prompt", () => {
    expect(newChannelListTitle("My custom channels")).toBe("My custom channels");
    expect(newChannelListTitle("  ")).toBeNull();
    expect(newChannelListTitle(null)).toBeNull();
  });

  it("toggles a channel in a list", () => {
    expect(toggleChannel([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleChannel([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it("lists channels with a logo and at least one show, by name, on the channels page", () => {
    const withEmpty = [...channels, { ...channels[0]!, id: 9, name: "Empty", n_shows: 0 }];
    expect(channelsForChannelsPage(withEmpty).map((channel) => channel.name)).toEqual(["BBC One", "BBC One HD", "Film4", "Sky Cinema"]);
  });

  it("shows ads only to members who are not premium", () => {
    expect(showsAds({ premium: false })).toBe(true);
    expect(showsAds({ premium: true })).toBe(false);
  });
});
