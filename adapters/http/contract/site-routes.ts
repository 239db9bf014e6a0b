import { FILM_PATH, SERIES_PATH } from "../../../domain/film.ts";
import { fillPath } from "./path-params.ts";

export interface SiteRoute {
  readonly name: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly personal?: boolean;
}

const defaultDescription = "Films and TV series on UK TV channels, on demand and streaming this week: listings, ratings, trailers and alerts.";

export const siteName = "TellyFilms";
export const defaultTitle = "TellyFilms: films on UK TV tonight and this week";

const route = (name: string, path: string, title: string, description = defaultDescription, personal = false): SiteRoute => ({
  name,
  path,
  title,
  description,
  personal,
});

// Path patterns use ":param" segments; every path ends with a slash except the reset page, as in the spec.
export const siteRoutes: ReadonlyArray<SiteRoute> = [
  route("Main Page", "/", defaultTitle),
  route("Privacy Page", "/privacy/", "Privacy policy | TellyFilms"),
  route("Terms of Service Page", "/terms/", "Terms of service | TellyFilms"),
  route("Testimonials Page", "/testimonials/", "Testimonials | TellyFilms"),
  route("Channels Page", "/upcoming-films-by-tv-channel/", "Upcoming films by TV channel | TellyFilms"),
  route("Channel Page", "/channel/:slug/", "Films on this channel tonight and this week | TellyFilms"),
  route("Film Page", FILM_PATH, "Film | TellyFilms"),
  route("Series Page", SERIES_PATH, "TV series | TellyFilms"),
  route("Star Page", "/star/:slug/", "Films starring | TellyFilms"),
  route("Director Page", "/director/:slug/", "Films directed by | TellyFilms"),
  route("Premiere Page", "/top-film-premieres-this-week/", "Film premieres on TV this week | TellyFilms"),
  route("Tonight Page", "/top-films-on-tv-tonight/", "Films on TV tonight | TellyFilms"),
  route("Family Page", "/top-upcoming-family-films-on-tv-this-week/", "Family films on TV this week | TellyFilms"),
  route("Xmas Page", "/best-xmas-films-on-tv-this-week/", "Christmas films on TV this week | TellyFilms"),
  route("Genre Page", "/genre/:slug/", "Films on TV this week by genre | TellyFilms"),
  route("Streaming Page", "/films-on-demand/:system/", "Films on demand | TellyFilms"),
  route("Streaming Page", "/films-streaming/:system/", "Films streaming | TellyFilms"),
  route("Highlights Page", "/weekly-highlights/", "This week's highlights | TellyFilms"),
  route("Best of Year Page", "/best-films-of-year/:year/", "Top 20 films of the year | TellyFilms"),
  route("Explorer Page", "/explore/", "Film Explorer | TellyFilms", defaultDescription, true),
  route("Watched Page", "/profile/watched/", "Watched films | TellyFilms", defaultDescription, true),
  route("Alerts Page", "/profile/alerts/", "Film alerts | TellyFilms", defaultDescription, true),
  route("Not Interested Page", "/profile/not-interested/", "Not interested | TellyFilms", defaultDescription, true),
  route("Recommendations Page", "/profile/recommendations/", "Recommendations | TellyFilms", defaultDescription, true),
  route("My Channels Page", "/profile/channels/", "My channels | TellyFilms", defaultDescription, true),
  route("Messages Page", "/profile/messages/", "Messages | TellyFilms", defaultDescription, true),
  route("Profile Page", "/profile/", "Profile | TellyFilms", defaultDescription, true),
  route("Reset Password Page", "/reset/:slug", "Reset password | TellyFilms", defaultDescription, true),
  route("Dashboard Page", "/dashboard/", "Dashboard | TellyFilms", defaultDescription, true),
];

export interface RouteMatch {
  readonly route: SiteRoute;
  readonly params: Readonly<Record<string, string>>;
}

export const matchSiteRoute = (pathname: string): RouteMatch | undefined => {
  const segments = pathname.split("/");
  for (const candidate of siteRoutes) {
    const pattern = candidate.path.split("/");
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < pattern.length; i++) {
      const part = pattern[i] ?? "";
      const actual = segments[i] ?? "";
      if (part.startsWith(":")) {
        if (actual === "") {
          matched = false;
          break;
        }
        params[part.slice(1)] = decodeURIComponent(actual);
      } else if (part !== actual) {
        matched = false;
        break;
      }
    }
    if (matched) return { route: candidate, params };
  }
  return undefined;
};

/** The slashed path of a site page given without its trailing slash, e.g. /film/all-about-eve-1950 -> /film/all-about-eve-1950/. */
export const slashedSitePath = (pathname: string): string | undefined =>
  pathname.endsWith("/") || matchSiteRoute(`${pathname}/`) === undefined ? undefined : `${pathname}/`;

export const pathFor = (name: string, params: Readonly<Record<string, string | number>> = {}): string => {
  const found = siteRoutes.find((r) => r.name === name);
  if (found === undefined) throw new Error(`No route named ${name}`);
  return fillPath(found.path, (key) => params[key] ?? "");
};
