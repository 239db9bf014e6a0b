import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import escapeHtml from "escape-html";
import { PLACEHOLDER_ACCENT, placeholderColour } from "../../domain/placeholder-art.ts";
import { Database } from "../persistence/database-service.ts";
import { logoNameOf, posterCaptionOf } from "../persistence/repositories/placeholder-names-postgres.ts";

const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width && line !== "") {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line !== "") lines.push(line);
  return lines.slice(0, 5);
};

export const posterSvg = (title: string, caption: string): string => {
  const background = placeholderColour(title);
  const lines = wrap(title, 14);
  const top = 150 - lines.length * 14;
  const text = lines.map((line, index) => `<text x="100" y="${top + index * 30}" text-anchor="middle">${escapeHtml(line)}</text>`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300" role="img" aria-label="${escapeHtml(title)}">` +
    `<rect width="200" height="300" fill="${background}"/><rect x="8" y="8" width="184" height="284" fill="none" stroke="${PLACEHOLDER_ACCENT}" stroke-width="2"/>` +
    `<g fill="#ffffff" font-family="Georgia, serif" font-size="22" font-weight="bold">${text}</g>` +
    `<text x="100" y="272" text-anchor="middle" fill="${PLACEHOLDER_ACCENT}" font-family="sans-serif" font-size="16">${escapeHtml(caption)}</text></svg>`
  );
};

export const logoSvg = (name: string): string => {
  const background = placeholderColour(name);
  const lines = wrap(name, 12).slice(0, 2);
  const text = lines
    .map((line, index) => `<text x="60" y="${lines.length === 1 ? 38 : 28 + index * 20}" text-anchor="middle">${escapeHtml(line)}</text>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60" role="img" aria-label="${escapeHtml(name)}">` +
    `<rect width="120" height="60" rx="8" fill="${background}"/><g fill="#ffffff" font-family="sans-serif" font-size="16" font-weight="bold">${text}</g></svg>`
  );
};

const svgResponse = (svg: string) =>
  HttpServerResponse.text(svg, {
    contentType: "image/svg+xml; charset=utf-8",
    headers: { "cache-control": "public, max-age=86400", "x-content-type-options": "nosniff" },
  });

const notFound = HttpServerResponse.text("Not Found", { status: 404 });

const svgSlug = (url: string): string | undefined => /^\/[a-z]+\/([a-z0-9-]+)\.svg$/.exec(new URL(url, "http://x").pathname)?.[1];

// Generated artwork, so listings look right offline and when no poster or logo is known.
export const PlaceholderImageRoutes = HttpRouter.use((router) =>
  Effect.gen(function* () {
    yield* router.add("GET", "/posters/:file", (request) =>
      Effect.gen(function* () {
        const database = yield* Database;
        const slug = svgSlug(request.url);
        if (slug === undefined) return notFound;
        const caption = yield* posterCaptionOf(database, slug);
        return caption === undefined ? notFound : svgResponse(posterSvg(caption.title, caption.years));
      }),
    );
    yield* router.add("GET", "/logos/:file", (request) =>
      Effect.gen(function* () {
        const database = yield* Database;
        const slug = svgSlug(request.url);
        if (slug === undefined) return notFound;
        const name = yield* logoNameOf(database, slug);
        return name === undefined ? notFound : svgResponse(logoSvg(name));
      }),
    );
  }),
);
