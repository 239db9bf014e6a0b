import { useId, useMemo, useState } from "react";
import type { UnknownAction } from "@reduxjs/toolkit";
import { css } from "@emotion/react";
import { LONDON, dayOptions } from "../../../domain/broadcast-day.ts";
import { isStreamingSource, validChannelIds } from "../../../domain/channel-source.ts";
import { ALL, offersSwitch, releaseYearBounds, yearRangeChosen, yearRangeOf, type AllOrId, type Filters } from "../../../domain/filters.ts";
import type { HiddenCounts } from "../../../domain/select-listing.ts";
import { SORT_ORDERS, type SortOrder } from "../../../domain/sort-order.ts";
import { channelSourceToast } from "../../../domain/channel-source.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { buttonStyle } from "../../controls/button-styles.ts";
import { SelectField } from "../../controls/select-field.tsx";
import { SwitchField } from "../../controls/switch-field.tsx";
import { customChannelIdsFor, selectBasicData, selectLookup, selectNow, selectUser } from "../listings/index.ts";
import { showToast } from "../toasts/index.ts";
import { channelSourceGroups, sourceLabel, sourceValue } from "./channel-source-options.ts";
import { KeywordField } from "./keyword-field.tsx";
import { channelSourceChosen, filtersChanged, includeEarlierChanged, specificDayChosen } from "./settings-slice.ts";
import { YearRangeField } from "./year-range-field.tsx";

export const SIGN_UP_TOOLTIP = "Sign up for a free account to hide films you have watched, are not interested in or have alerts for.";

const bar = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 11rem), 1fr))",
  gap: "0.75rem",
  alignItems: "end",
  [theme.breakpoints.phone]: { gap: "0.5rem" },
});

const panel = css({
  marginTop: "0.75rem",
  padding: "1rem",
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  display: "grid",
  gap: "1rem",
});

const switches = css({ display: "flex", flexWrap: "wrap", gap: "0.75rem 1.5rem" });

const allOrId = (value: string): AllOrId => (value === ALL ? ALL : Number(value));

type SwitchName = { readonly [name in keyof Filters]: Filters[name] extends boolean ? name : never }[keyof Filters];

// The switches about a live channel's showings, after "include earlier", each offered only where domain's offersSwitch says.
const LIVE_SWITCHES: ReadonlyArray<readonly [SwitchName, string]> = [
  ["tonight", "evening"],
  ["hd", "HD"],
  ["include_tvseries", "include tv series"],
];

// The "Showings" group: each showing's own flags.
const SHOWING_SWITCHES: ReadonlyArray<readonly [SwitchName, string]> = [
  ["subtitled", "subtitled"],
  ["audio_described", "audio described"],
  ["signed", "signed"],
  ["first_time_free", "first time on free TV"],
  ["last_chance", "last chance"],
];

export interface FilterPanelProps {
  readonly filters: Filters;
  /** How many films of the listing under the panel each hide switch takes out (domain/select-listing.ts hiddenCounts). */
  readonly hidden: HiddenCounts;
  readonly fixedSource?: boolean;
  readonly initiallyOpen?: boolean;
  /** Where the panel's setting actions go: the listing settings in the store unless a page keeps its own. */
  readonly dispatchSetting?: (action: UnknownAction) => void;
}

export const FilterPanel = ({ filters, hidden, fixedSource = false, initiallyOpen = false, dispatchSetting }: FilterPanelProps) => {
  const appDispatch = useAppDispatch();
  const dispatch = dispatchSetting ?? appDispatch;
  const data = useAppSelector(selectBasicData);
  const user = useAppSelector(selectUser);
  const lookup = useAppSelector(selectLookup);
  const now = useAppSelector(selectNow);
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();

  const streaming = isStreamingSource(filters.system);
  const offers = (name: keyof Filters) => offersSwitch(filters.system, name);
  const showingSwitches = SHOWING_SWITCHES.filter(([name]) => offers(name));
  const channelCount = useMemo(
    () => validChannelIds(filters.system, lookup.channels.values(), customChannelIdsFor(user, filters.system)).size,
    [filters.system, lookup, user],
  );
  const noChannels = !streaming && channelCount === 0;
  // Made again only for new films or new year limits, not on every filter change: a week's films are thousands on a big line-up.
  const { min_year, max_year } = filters;
  const bounds = useMemo(() => releaseYearBounds(lookup.films.values(), { min_year, max_year }), [lookup, min_year, max_year]);
  const years = yearRangeOf(filters, bounds);
  const groups = channelSourceGroups(user.logged_in, user.channel_lists, data?.systems ?? [], data?.streaming_services ?? []);
  const loggedIn = user.logged_in;

  const hideSwitch = (key: "hide_watched" | "hide_not_interested" | "hide_alerts", name: string, count: number) => (
    <SwitchField
      label={loggedIn ? `hide ${name} (${count})` : `hide ${name} (sign up required)`}
      checked={filters[key]}
      disabled={!loggedIn || noChannels}
      tooltip={loggedIn ? undefined : SIGN_UP_TOOLTIP}
      onChange={(checked) => dispatch(filtersChanged({ [key]: checked }))}
    />
  );

  const filterSwitch = ([name, label]: readonly [SwitchName, string]) => (
    <SwitchField key={name} label={label} checked={filters[name]} disabled={noChannels} onChange={(checked) => dispatch(filtersChanged({ [name]: checked }))} />
  );

  return (
    <section aria-label="Listing filters">
      <div css={bar}>
        {!fixedSource && (
          <SelectField
            label="Channels"
            value={sourceValue(filters.system)}
            onChange={(value) => {
              const chosen = groups.flatMap((group) => group.options).find((option) => option.value === value);
              if (chosen === undefined) return;
              dispatch(channelSourceChosen(chosen.source));
              appDispatch(showToast(channelSourceToast(sourceLabel(groups, chosen.source))));
            }}
          >
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.disabled}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        )}
        {!streaming && (
          <SelectField
            label="Day"
            value={filters.specific_day === null ? "all" : String(filters.specific_day)}
            disabled={noChannels}
            onChange={(value) => dispatch(specificDayChosen(value === "all" ? null : Number(value)))}
          >
            {dayOptions(now, LONDON).map((option) => (
              <option key={option.label} value={option.value === null ? "all" : String(option.value)}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label="Sort by" value={filters.order} disabled={noChannels} onChange={(value) => dispatch(filtersChanged({ order: value as SortOrder }))}>
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {order}
            </option>
          ))}
        </SelectField>
        <div>
          <button
            type="button"
            css={css(buttonStyle, { width: "100%" })}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            Sort / Filter {open ? "▴" : "▾"}
          </button>
        </div>
      </div>
      {open && (
        <div id={panelId} css={panel}>
          <div css={switches}>
            <SwitchField
              label="reverse order"
              checked={filters.order_reversed}
              disabled={noChannels}
              onChange={(checked) => dispatch(filtersChanged({ order_reversed: checked }))}
            />
            {offers("includePast") && (
              <SwitchField
                label="include earlier"
                checked={filters.includePast}
                disabled={noChannels}
                onChange={(checked) => dispatch(includeEarlierChanged(checked))}
              />
            )}
            {LIVE_SWITCHES.filter(([name]) => offers(name)).map(filterSwitch)}
            <SwitchField
              label="every showing"
              checked={filters.every_showing}
              disabled={noChannels}
              onChange={(checked) => dispatch(filtersChanged({ every_showing: checked }))}
            />
          </div>
          {showingSwitches.length > 0 && (
            <div css={switches} role="group" aria-label="Showings">
              {showingSwitches.map(filterSwitch)}
            </div>
          )}
          <div css={bar}>
            <SelectField
              label="Certificate"
              value={String(filters.certificate)}
              disabled={noChannels}
              onChange={(value) => dispatch(filtersChanged({ certificate: allOrId(value) }))}
            >
              <option value={ALL}>All</option>
              {(data?.certificates ?? []).map((certificate) => (
                <option key={certificate.id} value={certificate.id}>
                  {certificate.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Genre"
              value={String(filters.genre)}
              disabled={noChannels}
              onChange={(value) => dispatch(filtersChanged({ genre: allOrId(value) }))}
            >
              <option value={ALL}>All</option>
              {(data?.genres ?? []).map((genre) => (
                <option key={genre.id} value={genre.id}>
                  {genre.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Language"
              value={String(filters.language)}
              disabled={noChannels}
              onChange={(value) => dispatch(filtersChanged({ language: allOrId(value) }))}
            >
              <option value={ALL}>All</option>
              {(data?.languages ?? []).map((language) => (
                <option key={language.id} value={language.id}>
                  {language.name}
                </option>
              ))}
            </SelectField>
            {loggedIn && <KeywordField value={filters.keyword} onChange={(keyword) => dispatch(filtersChanged({ keyword }))} />}
          </div>
          <YearRangeField
            min={years.min}
            max={years.max}
            from={years.from}
            to={years.to}
            disabled={noChannels}
            onChange={(from, to) => dispatch(filtersChanged(yearRangeChosen(from, to, years)))}
          />
          <div css={switches}>
            {hideSwitch("hide_watched", "watched", hidden.watched)}
            {hideSwitch("hide_not_interested", "not interested", hidden.notInterested)}
            {hideSwitch("hide_alerts", "alerts", hidden.alerts)}
          </div>
        </div>
      )}
    </section>
  );
};
