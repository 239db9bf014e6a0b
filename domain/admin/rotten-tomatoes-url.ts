const HOSTS = new Set(["www.rottentomatoes.com", "rottentomatoes.com"]);

/** The page a Rotten Tomatoes link names, as "m/slug" or "tv/slug"; null for anything else. */
export const rottenTomatoesSlugOf = (input: string): string | null => {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  const match = url.pathname.match(/^\/(m|tv)\/([a-z0-9_-]+)\/?$/i);
  return match === null ? null : `${(match[1] ?? "").toLowerCase()}/${match[2] ?? ""}`;
};

export const rottenTomatoesUrlOf = (slug: string): string => `https://www.rottentomatoes.com/${slug}`;
