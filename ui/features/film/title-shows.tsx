import { css } from "@emotion/react";
import type { Channel } from "../../../domain/channel.ts";
import type { Show } from "../../../domain/show.ts";
import type { StreamingService } from "../../../domain/streaming-service.ts";
import { formatShowTime } from "../../../domain/london-time.ts";
import { theme } from "../../app/theme.ts";
import { ShowingNotes } from "../shows/index.ts";
import { ChannelLogo } from "../channels/index.ts";

const list = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.4rem",
  li: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "0.4rem 0.75rem",
    padding: "0.4rem 0.6rem",
    background: theme.colors.card,
    borderRadius: 6,
    border: `1px solid ${theme.colors.line}`,
  },
  img: { background: "#fff", objectFit: "contain" },
});

export const whereLabel = (show: Show, channels: ReadonlyMap<number, Channel>, services: ReadonlyMap<number, StreamingService>): string => {
  const channel = show.cs?.[0] === undefined ? undefined : channels.get(show.cs[0]);
  if (channel !== undefined) return channel.name;
  const service = show.s === undefined || show.s === null ? undefined : services.get(show.s);
  return service?.name_display ?? "";
};

export interface TitleShowsProps {
  readonly heading: string;
  readonly shows: ReadonlyArray<Show>;
  /** Showings on other channels and services than the visitor's, listed after theirs. */
  readonly elsewhere?: ReadonlyArray<Show>;
  readonly channels: ReadonlyMap<number, Channel>;
  readonly services: ReadonlyMap<number, StreamingService>;
  /** Offer each TV showing as an .ics download. */
  readonly addToCalendar?: boolean;
}

export const showingCalendarPath = (show: Pick<Show, "id">): string => `/calendar/showing-${show.id}.ics`;

const ShowList = ({
  shows,
  channels,
  services,
  label,
  addToCalendar = false,
}: Omit<TitleShowsProps, "heading" | "elsewhere"> & { readonly label?: string }) => (
  <ul css={list} aria-label={label}>
    {shows.map((show) => {
      const channel = show.cs?.[0] === undefined ? undefined : channels.get(show.cs[0]);
      return (
        <li key={`${show.id}:${show.time}`}>
          <time dateTime={new Date(show.time).toISOString()} css={{ minWidth: "9rem", fontWeight: 600 }}>
            {formatShowTime(show.time)}
          </time>
          {channel !== undefined && channel !== null && <ChannelLogo channel={channel} alt="" width={56} height={28} loading="lazy" />}
          <span>{whereLabel(show, channels, services)}</span>
          {show.episode_title != null && <span css={{ color: theme.colors.muted }}>{show.episode_title}</span>}
          <ShowingNotes show={show} />
          {addToCalendar && channel !== undefined && channel !== null && (
            <a
              href={showingCalendarPath(show)}
              download
              css={{ marginLeft: "auto", color: theme.colors.link, whiteSpace: "nowrap" }}
              aria-label={`Add to calendar: ${channel.name}, ${formatShowTime(show.time)}`}
            >
              Add to calendar
            </a>
          )}
        </li>
      );
    })}
  </ul>
);

export const TitleShows = ({ heading, shows, elsewhere = [], channels, services, addToCalendar = false }: TitleShowsProps) => {
  if (shows.length === 0 && elsewhere.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      {shows.length > 0 && (
        <ShowList
          shows={shows}
          channels={channels}
          services={services}
          addToCalendar={addToCalendar}
          label={elsewhere.length > 0 ? "On your channels" : undefined}
        />
      )}
      {elsewhere.length > 0 && (
        <>
          <h3 css={{ fontSize: "1rem", margin: "0.75rem 0 0.4rem" }}>On other channels and services</h3>
          <ShowList shows={elsewhere} channels={channels} services={services} addToCalendar={addToCalendar} label="On other channels and services" />
        </>
      )}
    </section>
  );
};
