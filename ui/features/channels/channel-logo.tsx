import { useState } from "react";
import { isOwnImage } from "../../../domain/placeholder-art.ts";
import { DrawnLogo } from "../../controls/drawn-art.tsx";

export interface ChannelLogoProps {
  readonly channel: { readonly slug: string; readonly name: string; readonly logo: string | null };
  /** Empty for a logo next to the channel's name. */
  readonly alt: string;
  readonly title?: string;
  readonly width: number;
  readonly height: number;
  readonly loading?: "lazy" | "eager";
  readonly className?: string;
}

// A feed's icon is a remote address the site does not control: a dead one, like a channel without one, gets the drawn logo.
export const ChannelLogo = ({ channel, alt, title, width, height, loading, className }: ChannelLogoProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  const logo = channel.logo;
  if (!isOwnImage(logo) || failed === logo)
    return <DrawnLogo name={channel.name} label={alt} title={title} width={width} height={height} className={className} />;
  return (
    <img
      className={className}
      src={logo}
      alt={alt}
      title={title}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(logo)}
    />
  );
};
