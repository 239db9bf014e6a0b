import type { ImgHTMLAttributes } from "react";

type ChannelLogoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  readonly channel: { readonly slug: string; readonly logo: string | null };
};

/** The generated logo every channel has, shown when its own logo is missing or fails to load. */
export const generatedLogoOf = (slug: string): string => `/logos/${encodeURIComponent(slug)}.svg`;

// A feed's icon is a remote address the site does not control: a dead one falls back to the generated logo.
export const ChannelLogo = ({ channel, ...image }: ChannelLogoProps) => {
  const fallback = generatedLogoOf(channel.slug);
  const src = channel.logo === null || channel.logo === "" ? fallback : channel.logo;
  return (
    <img
      {...image}
      src={src}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
      }}
    />
  );
};
