const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const isYoutubeVideoId = (text: string): boolean => VIDEO_ID.test(text);

/** The video id in a bare id or a pasted YouTube link (watch, youtu.be, embed, shorts); null when there is none. */
export const youtubeVideoIdOf = (input: string): string | null => {
  const text = input.trim();
  if (isYoutubeVideoId(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, "");
  const candidate =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? (url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|v)\/([^/]+)/)?.[1] ?? "")
        : "";
  return isYoutubeVideoId(candidate) ? candidate : null;
};
