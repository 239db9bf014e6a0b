import { useMemo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import type { Film } from "../../../domain/film.ts";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import { NO_FILMS_TO_DISPLAY, filmCount, titleWithYears } from "../../../domain/presentation.ts";
import { SORT_ORDERS, type SortOrder } from "../../../domain/sort-order.ts";
import { sortShows } from "../../../domain/sort-shows.ts";
import type { FlagSets } from "../../../domain/user-flags.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { SelectField } from "../../controls/select-field.tsx";
import { SwitchField } from "../../controls/switch-field.tsx";
import { selectFlagSets, selectUser } from "../listings/index.ts";
import { filmsPanelChanged, type FilmsPanelSettings, SIGN_UP_TOOLTIP } from "../settings/index.ts";
import { CertificateIcon, filmPath, posterFallback, FlagSwitches, RatingBadges } from "../shows/index.ts";

const grid = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: "0.9rem",
  [theme.breakpoints.phone]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});

const card = css({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  overflow: "hidden",
  fontSize: "0.85rem",
  img: { width: "100%", aspectRatio: "2 / 3", objectFit: "cover", display: "block", background: theme.colors.line, height: "auto" },
  "& > div": { padding: "0.5rem 0.6rem 0.7rem", display: "flex", flexDirection: "column", gap: "0.35rem" },
  h2: { margin: 0, fontSize: "0.95rem", display: "flex", gap: "0.35rem", alignItems: "flex-start" },
  "h2 a": { color: theme.colors.ink, textDecoration: "none" },
  "h2 a:hover": { textDecoration: "underline" },
});

const controls = css({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: "0.75rem 1.5rem", margin: "0 0 1rem" });

// The films panel orders films with the listing's sort rules by treating each film as one undated entry.
export const orderFilms = (films: ReadonlyArray<Film>, order: SortOrder, reversed: boolean, lookup: ListingLookup): ReadonlyArray<Film> => {
  const byKey = new Map(films.map((film) => [film.imdb, film]));
  const entries = films.map((film, index) => ({ id: index, f: film.imdb, time: 0 }));
  const withFilms: ListingLookup = { ...lookup, films: new Map([...lookup.films, ...byKey]) };
  return sortShows(entries, order, reversed, withFilms).flatMap((entry) => byKey.get(entry.f) ?? []);
};

export const visibleFilms = (films: ReadonlyArray<Film>, settings: FilmsPanelSettings, flags: FlagSets): ReadonlyArray<Film> =>
  films.filter(
    (film) =>
      !(settings.hide_watched && flags.watched.has(film.imdb)) &&
      !(settings.hide_not_interested && flags.notInterested.has(film.imdb)) &&
      !(settings.hide_alerts && flags.alerts.has(film.imdb)),
  );

export interface FilmsPanelProps {
  readonly films: ReadonlyArray<Film>;
  readonly lookup: ListingLookup;
  readonly sortable?: boolean;
}

export const FilmsPanel = ({ films, lookup, sortable = true }: FilmsPanelProps) => {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings.filmsPanel);
  const flags = useAppSelector(selectFlagSets);
  const user = useAppSelector(selectUser);
  const shown = useMemo(() => {
    const ordered = sortable ? orderFilms(films, settings.order, settings.order_reversed, lookup) : films;
    return user.logged_in ? visibleFilms(ordered, settings, flags) : ordered;
  }, [films, settings, lookup, flags, user.logged_in, sortable]);
  const hiddenCount = (set: ReadonlySet<string>) => films.filter((film) => set.has(film.imdb)).length;
  const hide = (key: "hide_watched" | "hide_not_interested" | "hide_alerts", name: string, set: ReadonlySet<string>) => (
    <SwitchField
      label={user.logged_in ? `hide ${name} (${hiddenCount(set)})` : `hide ${name} (sign up required)`}
      checked={user.logged_in && settings[key]}
      disabled={!user.logged_in}
      tooltip={user.logged_in ? undefined : SIGN_UP_TOOLTIP}
      onChange={(checked) => dispatch(filmsPanelChanged({ [key]: checked }))}
    />
  );
  return (
    <section aria-label="Films">
      <div css={controls}>
        {sortable && (
          <SelectField label="Sort by" value={settings.order} onChange={(value) => dispatch(filmsPanelChanged({ order: value as SortOrder }))}>
            {SORT_ORDERS.filter((order) => order !== "show time" && order !== "channel").map((order) => (
              <option key={order} value={order}>
                {order}
              </option>
            ))}
          </SelectField>
        )}
        {sortable && (
          <SwitchField
            label="reverse order"
            checked={settings.order_reversed}
            onChange={(checked) => dispatch(filmsPanelChanged({ order_reversed: checked }))}
          />
        )}
        {hide("hide_watched", "watched", flags.watched)}
        {hide("hide_not_interested", "not interested", flags.notInterested)}
        {hide("hide_alerts", "alerts", flags.alerts)}
      </div>
      <p css={{ fontWeight: 600 }}>{filmCount(shown.length)}</p>
      {shown.length === 0 && <p css={{ padding: "1.5rem", background: theme.colors.card, borderRadius: theme.radius }}>{NO_FILMS_TO_DISPLAY}</p>}
      <ul css={grid} aria-label="Film cards">
        {shown.map((film) => {
          const genre = film.genres[0] === undefined ? undefined : lookup.genres.get(film.genres[0]);
          return (
            <li key={film.imdb}>
              <article css={card} aria-label={film.title}>
                <Link href={filmPath(film)} tabIndex={-1} aria-hidden="true">
                  <img src={film.poster_url ?? posterFallback(film.slug)} alt="" width={200} height={300} loading="lazy" />
                </Link>
                <div>
                  <h2>
                    <CertificateIcon certificate={film.certificate === null ? undefined : lookup.certificates.get(film.certificate)} size="small" />
                    <Link href={filmPath(film)}>{titleWithYears(film)}</Link>
                  </h2>
                  {genre !== undefined && <span css={{ color: theme.colors.muted }}>{genre.name}</span>}
                  <RatingBadges audience={film.audi} critics={film.crit} imdb={null} compact />
                  <FlagSwitches tconst={film.imdb} title={film.title} year={film.year} stack />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
