import { Option } from "effect";
import type { EmailPreference } from "../../domain/email-preference.ts";
import type { LinkSignerShape } from "./link-signer.ts";

const TOPICS: ReadonlyArray<readonly [string, EmailPreference]> = [
  ["newsletter", "weekly newsletter"],
  ["alerts", "email alerts"],
];

/** A link that switches one email preference off for one user, without logging in; it does not expire. */
export const unsubscribeUrl = (signer: LinkSignerShape, siteUrl: string, userId: number, preference: EmailPreference): string => {
  const topic = TOPICS.find(([, named]) => named === preference)?.[0] ?? "newsletter";
  return `${siteUrl}/api/unsubscribe/?token=${signer.sign(`unsubscribe:${topic}:${userId}`)}`;
};

export const readUnsubscribeToken = (
  signer: LinkSignerShape,
  token: string,
): Option.Option<{ readonly userId: number; readonly preference: EmailPreference }> =>
  Option.flatMap(signer.verify(token), (payload) => {
    const [kind, topic, id] = payload.split(":");
    const preference = TOPICS.find(([name]) => name === topic)?.[1];
    const userId = Number(id);
    return kind === "unsubscribe" && preference !== undefined && Number.isSafeInteger(userId) && userId > 0
      ? Option.some({ userId, preference })
      : Option.none();
  });
