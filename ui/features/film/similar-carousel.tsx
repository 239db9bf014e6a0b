import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import type { SimilarFilm } from "../../../domain/film.ts";
import { CAROUSEL_TRANSITION_MS, carouselItems, titleWithYears } from "../../../domain/presentation.ts";
import { theme } from "../../app/theme.ts";
import { buttonStyle } from "../../controls/button-styles.ts";
import { posterFallback } from "../shows/index.ts";

const useViewportWidth = (): number => {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
};

const viewport = css({ overflow: "hidden" });
const track = css({
  display: "flex",
  listStyle: "none",
  margin: 0,
  padding: 0,
  transition: `transform ${CAROUSEL_TRANSITION_MS}ms ease`,
  "@media (prefers-reduced-motion: reduce)": { transition: "none" },
});
const item = css({
  flex: "none",
  padding: "0 0.4rem",
  a: { display: "flex", flexDirection: "column", gap: "0.3rem", color: theme.colors.ink, textDecoration: "none", fontSize: "0.85rem" },
  "a:hover": { textDecoration: "underline" },
  img: { width: "100%", aspectRatio: "2 / 3", objectFit: "cover", borderRadius: 6, background: theme.colors.line, height: "auto" },
});

export const SimilarCarousel = ({ films }: { readonly films: ReadonlyArray<SimilarFilm> }) => {
  const width = useViewportWidth();
  const visible = carouselItems(width);
  const [first, setFirst] = useState(0);
  const last = Math.max(0, films.length - visible);
  const start = Math.min(first, last);
  if (films.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading">
      <div css={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "1rem" }}>
        <h2 id="similar-heading">Similar films</h2>
        <div css={{ display: "flex", gap: "0.5rem" }}>
          <button
            type="button"
            css={buttonStyle}
            aria-label="Previous similar films"
            disabled={start === 0}
            onClick={() => setFirst(Math.max(0, start - visible))}
          >
            ◀
          </button>
          <button
            type="button"
            css={buttonStyle}
            aria-label="Next similar films"
            disabled={start >= last}
            onClick={() => setFirst(Math.min(last, start + visible))}
          >
            ▶
          </button>
        </div>
      </div>
      <div css={viewport}>
        <ul css={track} style={{ transform: `translateX(-${(start * 100) / visible}%)` }}>
          {films.map((film, index) => {
            const hidden = index < start || index >= start + visible;
            return (
              <li key={film.imdb} css={item} style={{ width: `${100 / visible}%` }} aria-hidden={hidden || undefined}>
                <Link href={pathFor("Film Page", { slug: film.slug })} tabIndex={hidden ? -1 : undefined}>
                  <img src={film.poster_url ?? posterFallback(film.slug)} alt="" width={150} height={225} loading="lazy" />
                  <span>{titleWithYears({ title: film.title, year: film.year })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
};
