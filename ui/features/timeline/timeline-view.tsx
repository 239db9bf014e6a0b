import { memo, useMemo, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { channelNumberOn, type Channel } from "../../../domain/channel.ts";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import type { Show } from "../../../domain/show.ts";
import {
  TIMELINE_REM_PER_MINUTE,
  TIMELINE_ROW_HEIGHT_REM,
  TIMELINE_SCROLL_STEPS_HOURS,
  isInTimelineWindow,
  scrollTimeline,
  timelineOffsetRem,
  timelineScrollAlert,
  timelineWidthRem,
  timelineWindow,
} from "../../../domain/timeline.ts";
import { formatClock, formatLongDayTime } from "../../../domain/london-time.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHidden } from "../../app/visually-hidden.ts";
import { filmPath, useScrollMargin } from "../shows/index.ts";
import { ChannelLogo } from "../channels/index.ts";

const HOUR_MS = 3_600_000;
const LABEL_WIDTH_REM = 7;
const DEFAULT_MINUTES = 90;

const controls = css({
  display: "flex",
  gap: "0.5rem",
  alignItems: "center",
  margin: "0 0 0.75rem",
  [theme.breakpoints.phone]: { gap: "0.25rem", "& > span": { flex: 1, textAlign: "center", fontSize: "0.85rem" } },
});
const button = css({
  padding: "0.4rem 0.75rem",
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.line}`,
  background: theme.colors.card,
  color: theme.colors.ink,
  font: "inherit",
  cursor: "pointer",
  whiteSpace: "nowrap",
  "&:hover": { background: theme.colors.paper },
  [theme.breakpoints.phone]: { padding: "0.35rem 0.45rem", fontSize: "0.85rem" },
});
const scroller = css({ overflowX: "auto", border: `1px solid ${theme.colors.line}`, borderRadius: theme.radius, background: theme.colors.card });
const rows = css({ position: "relative" });
const rowStyle = css({
  position: "absolute",
  top: 0,
  left: 0,
  display: "flex",
  borderBottom: `1px solid ${theme.colors.line}`,
  height: `${TIMELINE_ROW_HEIGHT_REM}rem`,
});
const label = css({
  position: "sticky",
  left: 0,
  zIndex: 2,
  flex: "none",
  width: `${LABEL_WIDTH_REM}rem`,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.25rem",
  padding: "0.25rem",
  background: theme.colors.paper,
  borderRight: `1px solid ${theme.colors.line}`,
  fontSize: "0.8rem",
  textAlign: "center",
});
const track = css({ position: "relative", flex: "none" });
const block = css({
  position: "absolute",
  top: "0.3rem",
  bottom: "0.3rem",
  overflow: "hidden",
  padding: "0.35rem 0.5rem",
  borderRadius: 6,
  background: "#eef0fb",
  border: `1px solid #c9cdea`,
  fontSize: "0.8rem",
  a: { color: theme.colors.ink, fontWeight: 600, textDecoration: "none", display: "block", overflow: "hidden", textOverflow: "ellipsis" },
  "a:hover": { textDecoration: "underline" },
});
const hourRow = css({
  display: "flex",
  position: "sticky",
  top: 0,
  background: theme.colors.card,
  borderBottom: `1px solid ${theme.colors.line}`,
  height: "2rem",
});

const NO_SHOWS: ReadonlyArray<Show> = [];

const remPx = (): number => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

interface TimelineRowProps {
  readonly channel: Channel;
  readonly shows: ReadonlyArray<Show>;
  readonly lookup: ListingLookup;
  readonly now: number;
  readonly start: number;
  readonly end: number;
  readonly top: number;
}

// One channel's showings in the window; rows are fixed in height, so only those near the viewport are in the DOM.
const TimelineRow = memo(({ channel, shows, lookup, now, start, end, top }: TimelineRowProps) => {
  const visible = { start, end };
  const widthRem = timelineWidthRem((end - start) / 60_000);
  return (
    <div css={rowStyle} role="group" aria-label={channel.name} style={{ transform: `translateY(${top}px)`, width: `${LABEL_WIDTH_REM + widthRem}rem` }}>
      <div css={label}>
        <ChannelLogo channel={channel} alt="" width={64} height={32} loading="lazy" />
        <span>{channel.name}</span>
      </div>
      <div css={track} style={{ width: `${widthRem}rem` }}>
        {now >= start && now < end && (
          <span
            aria-hidden="true"
            css={{ position: "absolute", top: 0, bottom: 0, width: 2, background: theme.colors.danger, zIndex: 1 }}
            style={{ left: `${timelineOffsetRem(now, start)}rem` }}
          />
        )}
        {shows.map((show) => {
          const film = lookup.films.get(show.f);
          if (film === undefined) return null;
          const minutes = show.art ?? film.length ?? DEFAULT_MINUTES;
          if (!isInTimelineWindow(show.time, minutes, visible)) return null;
          const left = Math.max(0, timelineOffsetRem(show.time, start));
          const right = Math.min(widthRem, timelineOffsetRem(show.time, start) + minutes * TIMELINE_REM_PER_MINUTE);
          return (
            <div key={`${show.id}:${show.time}`} css={block} style={{ left: `${left}rem`, width: `${Math.max(right - left, 2)}rem` }}>
              <span>{formatClock(show.time)}</span>
              <Link href={filmPath(film)} title={film.title}>
                {film.title}
              </Link>
            </div>
          );
        })}
      </div>
    </div>
  );
});
TimelineRow.displayName = "TimelineRow";

export interface TimelineViewProps {
  readonly shows: ReadonlyArray<Show>;
  readonly channels: ReadonlyArray<Channel>;
  readonly lookup: ListingLookup;
  readonly now: number;
  readonly start: number;
  readonly systemId: number;
}

export const TimelineView = ({ shows, channels, lookup, now, start, systemId }: TimelineViewProps) => {
  const [position, setPosition] = useState(() => Math.max(start, Math.floor(now / HOUR_MS) * HOUR_MS));
  const [alert, setAlert] = useState<string | null>(null);
  const visible = timelineWindow(position, start);
  const spanMinutes = (visible.end - visible.start) / 60_000;

  const ordered = useMemo(
    () => [...channels].sort((a, b) => (channelNumberOn(a, systemId) ?? 9999) - (channelNumberOn(b, systemId) ?? 9999) || a.name.localeCompare(b.name)),
    [channels, systemId],
  );

  const byChannel = useMemo(() => {
    const map = new Map<number, Array<Show>>();
    for (const show of shows)
      for (const id of show.cs ?? []) {
        const list = map.get(id);
        if (list === undefined) map.set(id, [show]);
        else list.push(show);
      }
    return map;
  }, [shows]);

  const rowsRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(rowsRef);
  const [rowPx] = useState(() => TIMELINE_ROW_HEIGHT_REM * remPx());
  const virtualizer = useWindowVirtualizer({ count: ordered.length, estimateSize: () => rowPx, overscan: 3, scrollMargin });

  const move = (hours: number) => {
    const result = scrollTimeline(position, hours, start);
    setPosition(result.position);
    setAlert(result.blocked ? timelineScrollAlert(formatLongDayTime(start)) : null);
  };

  const hours: Array<number> = [];
  for (let hour = Math.ceil(visible.start / HOUR_MS) * HOUR_MS; hour < visible.end; hour += HOUR_MS) hours.push(hour);
  const widthRem = timelineWidthRem(spanMinutes);

  return (
    <section aria-label="Timeline">
      <div css={controls}>
        {[...TIMELINE_SCROLL_STEPS_HOURS].reverse().map((step) => (
          <button key={`back-${step}`} type="button" css={button} onClick={() => move(-step)}>
            ◀ {step} h<span css={visuallyHidden}> earlier</span>
          </button>
        ))}
        <span css={{ fontWeight: 600 }}>
          {formatClock(visible.start)}–{formatClock(visible.end)}
        </span>
        {TIMELINE_SCROLL_STEPS_HOURS.map((step) => (
          <button key={`forward-${step}`} type="button" css={button} onClick={() => move(step)}>
            {step} h ▶<span css={visuallyHidden}> later</span>
          </button>
        ))}
      </div>
      {alert !== null && (
        <p role="alert" css={{ background: theme.colors.dangerSoft, color: theme.colors.danger, padding: "0.5rem 0.75rem", borderRadius: theme.radius }}>
          {alert}
        </p>
      )}
      <div css={scroller} tabIndex={0} aria-label="Timeline grid, scroll sideways">
        <div css={hourRow} aria-hidden="true">
          <div css={css(label, { height: "2rem" })} />
          <div css={track} style={{ width: `${widthRem}rem` }}>
            {hours.map((hour) => (
              <span
                key={hour}
                css={{ position: "absolute", top: "0.4rem", fontSize: "0.8rem", borderLeft: `1px solid ${theme.colors.line}`, paddingLeft: "0.25rem" }}
                style={{ left: `${timelineOffsetRem(hour, visible.start)}rem` }}
              >
                {formatClock(hour)}
              </span>
            ))}
          </div>
        </div>
        <div ref={rowsRef} css={rows} style={{ height: virtualizer.getTotalSize(), width: `${LABEL_WIDTH_REM + widthRem}rem` }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const channel = ordered[virtual.index];
            if (channel === undefined) return null;
            return (
              <TimelineRow
                key={channel.id}
                channel={channel}
                shows={byChannel.get(channel.id) ?? NO_SHOWS}
                lookup={lookup}
                now={now}
                start={visible.start}
                end={visible.end}
                top={virtual.start - virtualizer.options.scrollMargin}
              />
            );
          })}
        </div>
      </div>
    </section>
  );
};
