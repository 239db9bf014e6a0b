import { Schema } from "effect";

export const MessageKind = Schema.Literals(["film", "series", "other"]);
export type MessageKind = typeof MessageKind.Type;

export const Message = Schema.Struct({
  id: Schema.Int,
  date: Schema.Number,
  text: Schema.String,
  read: Schema.Boolean,
  kind: MessageKind,
  slug: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type Message = typeof Message.Type;

export const BannerMessage = Schema.Struct({
  id: Schema.Int,
  text: Schema.String,
});
export type BannerMessage = typeof BannerMessage.Type;

export const BELL_MESSAGES = 10;
export const MESSAGES_PAGE_SIZE = 100;
export const NO_NEW_MESSAGES = "You have no new messages!";

export const latestMessages = (messages: ReadonlyArray<Message>, count: number = BELL_MESSAGES): ReadonlyArray<Message> =>
  [...messages].sort((a, b) => b.date - a.date).slice(0, count);

export const hasUnread = (messages: ReadonlyArray<Message>): boolean => messages.some((message) => !message.read);

export type MessageLink = { readonly route: "Film Page" | "Series Page"; readonly slug: string } | null;

export const messageLink = (message: Message): MessageLink => {
  if (message.slug === undefined || message.slug === null || message.slug === "") return null;
  return { route: message.kind === "film" ? "Film Page" : "Series Page", slug: message.slug };
};

export const visibleBanners = (banners: ReadonlyArray<BannerMessage>, hiddenIds: ReadonlyArray<number>): ReadonlyArray<BannerMessage> =>
  banners.filter((banner) => !hiddenIds.includes(banner.id));
