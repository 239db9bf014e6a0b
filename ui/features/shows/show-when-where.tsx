import { theme } from "../../app/theme.ts";
import { formatShowTime } from "../../../domain/london-time.ts";
import type { ShowFacts } from "./show-facts.ts";
import { isOwnImage } from "../../../domain/placeholder-art.ts";
import { DrawnLogo } from "../../controls/drawn-art.tsx";
import { ChannelLogo } from "../channels/index.ts";

/**
 * The styles of ShowWhen and ShowWhere, by class name, for the row or card that holds them to nest under its own style: a
 * listing row is then one styled element, not one more per logo and status.
 */
export const showWhenWhereRules = {
  ".show-status": {
    display: "inline-block",
    marginLeft: "0.4rem",
    padding: "0 0.35rem",
    borderRadius: 4,
    fontSize: "0.75rem",
    fontWeight: 600,
    background: "#ffe9b3",
    color: "#5c4300",
  },
  ".show-logo": { display: "block", borderRadius: 4, background: "#fff", objectFit: "contain" },
  ".show-service": { color: theme.colors.link },
} as const;

export const ShowWhen = ({ facts }: { readonly facts: ShowFacts }) => {
  const { show, status, service } = facts;
  if (status === null) return <span>{show.a != null && show.a !== "" ? show.a : service === null ? "" : `On ${service.name_display}`}</span>;
  return (
    <span>
      <time dateTime={new Date(show.time).toISOString()}>{formatShowTime(show.time)}</time>
      {(status === "just started" || status === "already started") && <span className="show-status">{status}</span>}
    </span>
  );
};

export const ShowWhere = ({ facts, logoWidth = 72 }: { readonly facts: ShowFacts; readonly logoWidth?: number }) => {
  const { channel, service, show } = facts;
  if (channel !== null)
    return (
      <ChannelLogo
        className="show-logo"
        channel={channel}
        alt={channel.name}
        title={channel.name}
        width={logoWidth}
        height={Math.round(logoWidth / 2)}
        loading="lazy"
      />
    );
  if (service === null) return null;
  const label = `Watch on ${service.name_display}`;
  const logoHeight = Math.round(logoWidth / 2);
  const logo = isOwnImage(service.logo) ? (
    <img className="show-logo" src={service.logo} alt={service.name_display} width={logoWidth} height={logoHeight} loading="lazy" decoding="async" />
  ) : service.logo !== null && service.logo !== "" ? (
    <DrawnLogo name={service.name_display} label={service.name_display} width={logoWidth} height={logoHeight} />
  ) : (
    <span>{service.name_display}</span>
  );
  return show.l != null && show.l !== "" ? (
    <a href={show.l} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className="show-service">
      {logo}
    </a>
  ) : (
    logo
  );
};
