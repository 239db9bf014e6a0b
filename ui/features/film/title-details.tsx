import { useMemo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import type { Certificate, Genre, Language } from "../../../domain/lookups.ts";
import { makeOnSourceTest, nextShowingsBySource } from "../../../domain/next-on-tv.ts";
import { lengthLabels, missingTrailerText, nextOnTvBox, titleWithYears } from "../../../domain/presentation.ts";
import type { StreamingService } from "../../../domain/streaming-service.ts";
import { formatShowTime } from "../../../domain/london-time.ts";
import { useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { selectCustomChannelIds, selectFilters } from "../listings/index.ts";
import type { AdvertSlot } from "../../../domain/advert.ts";
import { AdSlot, CertificateIcon, backdropImage, posterImage, showPosterFallback, RatingBadges, FlagSwitches } from "../shows/index.ts";
import { ReportError, type TitlePageRef } from "./report-error.tsx";
import { ShareLinks } from "./share-links.tsx";
import { SimilarCarousel } from "./similar-carousel.tsx";
import { TitleRating } from "./title-rating.tsx";
import { AlertPromptSwitch } from "./alert-prompt-switch.tsx";
import { TitleShows, whereLabel } from "./title-shows.tsx";

export const ALERT_SIGN_UP_TOOLTIP = "Sign up for a free account to get an email alert the next time this film is on TV.";

const layout = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 240px) minmax(0, 1fr)",
  gap: "1.5rem",
  marginTop: "1rem",
  [theme.breakpoints.phone]: { gridTemplateColumns: "120px minmax(0, 1fr)", gap: "0.9rem" },
  h1: { margin: "0 0 0.5rem", fontSize: "1.8rem", [theme.breakpoints.phone]: { fontSize: "1.4rem" } },
  h2: { fontSize: "1.2rem", margin: "1.5rem 0 0.6rem" },
});

const details = css({ [theme.breakpoints.phone]: { display: "contents" } });
const summary = css({ [theme.breakpoints.phone]: { gridColumn: "2" } });
const more = css({ [theme.breakpoints.phone]: { gridColumn: "1 / -1" } });

const backdrop = css({
  display: "block",
  width: "100%",
  height: "auto",
  maxHeight: 320,
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: theme.radius,
  background: theme.colors.line,
});

const NO_SHOWS: NonNullable<Film["shows"]>["future"] = [];

const hideOnError = (event: { currentTarget: HTMLImageElement }) => {
  event.currentTarget.hidden = true;
};

const poster = css({
  width: "100%",
  maxWidth: 240,
  height: "auto",
  aspectRatio: "2 / 3",
  objectFit: "cover",
  borderRadius: theme.radius,
  background: theme.colors.line,
  boxShadow: theme.shadow,
});

const facts = css({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: "0.35rem 1rem",
  margin: "1rem 0",
  dt: { fontWeight: 600, color: theme.colors.inkSoft },
  dd: { margin: 0 },
  a: { color: theme.colors.link },
});

const nextBox = css({
  display: "inline-flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  alignItems: "baseline",
  padding: "0.6rem 0.9rem",
  background: "#fff8db",
  border: `1px solid ${theme.colors.accentDark}`,
  borderRadius: theme.radius,
  margin: "0.5rem 0",
});

const people = css({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))",
  gap: "0.75rem",
  a: { display: "flex", alignItems: "center", gap: "0.5rem", color: theme.colors.ink, textDecoration: "none", fontSize: "0.9rem" },
  "a:hover": { textDecoration: "underline" },
  img: { width: 40, height: 40, borderRadius: "50%", objectFit: "cover", background: theme.colors.line, flex: "none" },
});

const Initials = ({ name }: { readonly name: string }) => (
  <span
    aria-hidden="true"
    css={{
      width: 40,
      height: 40,
      borderRadius: "50%",
      background: theme.colors.inkSoft,
      color: "#fff",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      fontSize: "0.8rem",
      flex: "none",
    }}
  >
    {name
      .split(" ")
      .map((part) => part.slice(0, 1))
      .slice(0, 2)
      .join("")}
  </span>
);

export interface TitleLookups {
  readonly channels: ReadonlyMap<number, Channel>;
  readonly services: ReadonlyMap<number, StreamingService>;
  readonly genres: ReadonlyMap<number, Genre>;
  readonly languages: ReadonlyMap<number, Language>;
  readonly certificates: ReadonlyMap<number, Certificate>;
}

export interface TitleDetailsProps {
  readonly film: Film;
  /** The page the title is shown on, where a report of wrong details goes. */
  readonly page: TitlePageRef;
  readonly lookups: TitleLookups;
  readonly now: number;
  readonly advert: AdvertSlot;
  readonly pageUrl: string;
}

export const TitleDetails = ({ film, page, lookups, now, advert, pageUrl }: TitleDetailsProps) => {
  const image = posterImage(film);
  const scene = backdropImage(film);
  const future = film.shows?.future ?? NO_SHOWS;
  const past = film.shows?.past4 ?? NO_SHOWS;
  const filters = useAppSelector(selectFilters);
  const custom = useAppSelector(selectCustomChannelIds);
  const onSource = useMemo(() => makeOnSourceTest(filters.system, lookups.channels.values(), custom), [filters.system, lookups.channels, custom]);
  const next = useMemo(() => nextShowingsBySource(future, onSource), [future, onSource]);
  const box = nextOnTvBox([...future, ...past], film.length, now, onSource);
  const lengths = lengthLabels(film.length, box?.show.art);
  const genres = film.genres.flatMap((id) => {
    const genre = lookups.genres.get(id);
    return genre === undefined ? [] : [genre];
  });
  const languages = film.languages.flatMap((id) => lookups.languages.get(id)?.name ?? []);
  const certificate = film.certificate === null ? undefined : lookups.certificates.get(film.certificate);
  const fullTitle = titleWithYears(film);
  const neverShown = film.never_on_tv ?? (future.length === 0 && past.length === 0);
  const review = film.gpt_review != null && film.gpt_review !== "" ? film.gpt_review : film.synopsis;
  const streamings = (film.streamings ?? []).flatMap((streaming) => {
    const service = lookups.services.get(streaming.s);
    return service === undefined ? [] : [{ service, link: streaming.l }];
  });
  const cast = [
    ...(film.directors ?? []).map((person) => ({ ...person, role: "Director" as const })),
    ...(film.stars ?? []).map((person) => ({ ...person, role: "Star" as const })),
  ];

  return (
    <article aria-labelledby="page-heading">
      {scene !== null && (
        <img
          css={backdrop}
          src={scene.src}
          srcSet={scene.srcSet}
          sizes="(max-width: 1200px) 100vw, 1200px"
          onError={hideOnError}
          alt={`Scene from ${film.title}`}
          width={1280}
          height={720}
        />
      )}
      <div css={layout}>
        <div>
          <img
            css={poster}
            src={image.src}
            srcSet={image.srcSet}
            sizes="240px"
            onError={showPosterFallback(image.fallback)}
            alt={`Poster for ${film.title}`}
            width={240}
            height={360}
          />
        </div>
        <div css={details}>
          <div css={summary}>
            <h1 id="page-heading" css={{ display: "flex", alignItems: "center", gap: "0.6rem", flexWrap: "wrap" }}>
              <CertificateIcon certificate={certificate} size="large" />
              <span>{fullTitle}</span>
            </h1>
            {film.aka !== undefined && film.aka.length > 0 && (
              <p css={{ margin: "0 0 0.5rem", color: theme.colors.muted }}>Also known as: {film.aka.join(", ")}</p>
            )}
            <TitleRating film={{ tconst: film.imdb, title: film.title, year: film.year }} />
            <div css={{ margin: "0.4rem 0 0.6rem" }}>
              <FlagSwitches tconst={film.imdb} title={film.title} year={film.year} />
            </div>
            {box !== null && (
              <p css={nextBox}>
                <strong>{box.label}</strong>
                <span>{formatShowTime(box.show.time)}</span>
                <span>{whereLabel(box.show, lookups.channels, lookups.services)}</span>
              </p>
            )}
            <RatingBadges audience={film.audi} critics={film.crit} imdb={film.imdb_r} metascore={film.metascore ?? null} />
          </div>
          <div css={more}>
            <dl css={facts}>
              {streamings.length > 0 && (
                <>
                  <dt>Streaming</dt>
                  <dd>
                    {streamings.map(({ service, link }, index) => (
                      <span key={service.id}>
                        {index > 0 && ", "}
                        <a href={link} target="_blank" rel="noopener noreferrer">
                          {service.name_display}
                        </a>
                      </span>
                    ))}
                  </dd>
                </>
              )}
              {genres.length > 0 && (
                <>
                  <dt>Genres</dt>
                  <dd>
                    {genres.map((genre, index) => (
                      <span key={genre.id}>
                        {index > 0 && ", "}
                        {/* a genre the lookups give no slug has no page the site knows: its name alone */}
                        {genre.slug === undefined ? genre.name : <Link href={pathFor("Genre Page", { slug: genre.slug })}>{genre.name}</Link>}
                      </span>
                    ))}
                  </dd>
                </>
              )}
              {languages.length > 0 && (
                <>
                  <dt>Languages</dt>
                  <dd>{languages.join(", ")}</dd>
                </>
              )}
              {lengths.film !== null && (
                <>
                  <dt>Length</dt>
                  <dd>
                    {lengths.film}
                    {lengths.withAds !== null && ` (${lengths.withAds} with adverts)`}
                  </dd>
                </>
              )}
              {film.rotten?.url != null && (
                <>
                  <dt>Reviews</dt>
                  <dd>
                    <a href={film.rotten.url} target="_blank" rel="noopener noreferrer">
                      Rotten Tomatoes
                    </a>
                    {", "}
                    <a href={`https://www.imdb.com/title/${encodeURIComponent(film.imdb)}/`} target="_blank" rel="noopener noreferrer">
                      IMDb
                    </a>
                  </dd>
                </>
              )}
            </dl>
            {review != null && review !== "" && <p css={{ fontSize: "1.02rem", maxWidth: "60rem" }}>{review}</p>}
            {neverShown && (
              <div
                css={{
                  padding: "0.75rem 1rem",
                  background: theme.colors.card,
                  border: `1px solid ${theme.colors.line}`,
                  borderRadius: theme.radius,
                  margin: "1rem 0",
                }}
              >
                <p css={{ margin: "0 0 0.5rem" }}>
                  {film.title} has not been shown on UK TV recently. Add an alert and we will email you the next time it is on.
                </p>
                <AlertPromptSwitch film={{ tconst: film.imdb, title: film.title, year: film.year }} signUpTooltip={ALERT_SIGN_UP_TOOLTIP} />
              </div>
            )}
          </div>
        </div>
      </div>
      <AdSlot advert={advert} placement="bottom" />
      {cast.length > 0 && (
        <section aria-labelledby="cast-heading">
          <h2 id="cast-heading">Cast and crew</h2>
          <ul css={people}>
            {cast.map((person) => (
              <li key={`${person.role}:${person.slug}`}>
                <Link href={pathFor(person.role === "Director" ? "Director Page" : "Star Page", { slug: person.slug })}>
                  {person.tmdb_img !== null ? <img src={person.tmdb_img} alt="" width={40} height={40} loading="lazy" /> : <Initials name={person.name} />}
                  <span>
                    {person.name}
                    <br />
                    <small css={{ color: theme.colors.muted }}>{person.role}</small>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="trailer-heading">
        <h2 id="trailer-heading">Trailer</h2>
        {film.youtube != null && film.youtube !== "" ? (
          <div css={{ position: "relative", width: "100%", maxWidth: 800, aspectRatio: "16 / 9" }}>
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(film.youtube)}`}
              title={`YouTube trailer for ${fullTitle}`}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              css={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0, borderRadius: theme.radius }}
            />
          </div>
        ) : (
          <p>{missingTrailerText(film.title, film.year)}</p>
        )}
      </section>
      <TitleShows heading="Next on TV" addToCalendar shows={next.onSource} elsewhere={next.elsewhere} channels={lookups.channels} services={lookups.services} />
      <TitleShows heading="Recently on TV" shows={past} channels={lookups.channels} services={lookups.services} />
      {film.similars !== undefined && <SimilarCarousel films={film.similars} />}
      <section aria-labelledby="share-heading">
        <h2 id="share-heading">Share</h2>
        <ShareLinks url={pageUrl} text={fullTitle} />
      </section>
      <AdSlot advert={advert} placement="bottom" />
      <div css={{ marginTop: "1.5rem" }}>
        <ReportError page={page} reported={film.incorrect ?? []} />
      </div>
    </article>
  );
};
