import { useMemo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { channelsForChannelsPage } from "../../domain/channel.ts";
import { filmCount } from "../../domain/presentation.ts";
import { useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { Spinner } from "../controls/spinner.tsx";
import { selectBasicData } from "../features/listings/index.ts";
import { PageHeading } from "./page-heading.tsx";
import { ChannelLogo } from "../features/channels/index.ts";

const grid = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: "0.75rem",
  a: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "0.4rem",
    padding: "0.9rem 0.5rem",
    background: theme.colors.card,
    borderRadius: theme.radius,
    boxShadow: theme.shadow,
    color: theme.colors.ink,
    textDecoration: "none",
    textAlign: "center",
  },
  "a:hover": { outline: `2px solid ${theme.colors.line}` },
  img: { width: 96, height: 48, objectFit: "contain" },
});

export const ChannelsPage = () => {
  const data = useAppSelector(selectBasicData);
  const channels = useMemo(() => channelsForChannelsPage(data?.channels ?? []), [data]);
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>Upcoming Films by TV Channel</PageHeading>
      {data === null ? (
        <Spinner />
      ) : (
        <ul css={grid} aria-label="Channels">
          {channels.map((channel) => (
            <li key={channel.id}>
              <Link href={pathFor("Channel Page", { slug: channel.slug })}>
                <ChannelLogo channel={channel} alt="" width={96} height={48} loading="lazy" />
                <strong>{channel.name}</strong>
                <span css={{ color: theme.colors.muted, fontSize: "0.9rem" }}>{filmCount(channel.n_shows ?? 0)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
