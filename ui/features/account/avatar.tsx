import { css } from "@emotion/react";
import { theme } from "../../app/theme.ts";

const round = css({ flex: "none", borderRadius: "50%", objectFit: "cover", background: theme.colors.line, display: "block" });

// The default picture for users without a profile image.
export const Avatar = ({ src, size = 28 }: { readonly src: string | null; readonly size?: number }) =>
  src !== null ? (
    <img src={src} alt="" width={size} height={size} css={round} />
  ) : (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" css={round}>
      <circle cx="16" cy="16" r="16" fill="#c9cbe0" />
      <circle cx="16" cy="12.5" r="5.5" fill="#f7f7fb" />
      <path d="M6 27c1.8-5 5.6-7.5 10-7.5S24.2 22 26 27a15.9 15.9 0 0 1-20 0Z" fill="#f7f7fb" />
    </svg>
  );
