import { Link } from "wouter";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { messageLink, type Message } from "../../../domain/message.ts";

// SPEC §2: unread messages bold, read ones italic; a message about a title links to its page.
export const messageStyle = (message: Message) => (message.read ? { fontStyle: "italic" as const } : { fontWeight: 700 });

export const MessageText = ({ message, onFollow }: { readonly message: Message; readonly onFollow?: () => void }) => {
  const link = messageLink(message);
  return link === null ? (
    <span>{message.text}</span>
  ) : (
    <Link href={pathFor(link.route, { slug: link.slug })} onClick={onFollow}>
      {message.text}
    </Link>
  );
};
