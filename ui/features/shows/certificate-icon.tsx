import { css, type SerializedStyles } from "@emotion/react";
import type { Certificate } from "../../../domain/lookups.ts";

export const CERTIFICATE_ICON_SIZES = {
  small: { width: 24, height: 22 },
  regular: { width: 28, height: 26 },
  large: { width: 42, height: 38 },
} as const;

export type CertificateIconSize = keyof typeof CERTIFICATE_ICON_SIZES;

const COLOURS: Readonly<Record<string, string>> = {
  U: "#0f7b3a",
  PG: "#8a6a00",
  "12A": "#b34700",
  "12": "#b34700",
  "15": "#c2185b",
  "18": "#b00020",
};

// One style per certificate and size, made once: an icon in every listing row would otherwise make its style on each render.
const badgeStyles = new Map<string, SerializedStyles>();
const badgeStyle = (name: string, size: CertificateIconSize): SerializedStyles => {
  const key = `${size} ${name}`;
  const known = badgeStyles.get(key);
  if (known !== undefined) return known;
  const { width, height } = CERTIFICATE_ICON_SIZES[size];
  const style = css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flex: "none",
    width,
    height,
    borderRadius: size === "large" ? 8 : 5,
    background: COLOURS[name] ?? "#444",
    color: "#fff",
    fontWeight: 700,
    fontSize: size === "large" ? "1rem" : name.length > 2 ? "0.62rem" : "0.75rem",
    lineHeight: 1,
  });
  badgeStyles.set(key, style);
  return style;
};

export const CertificateIcon = ({ certificate, size = "regular" }: { readonly certificate: Certificate | undefined; readonly size?: CertificateIconSize }) => {
  if (certificate === undefined) return null;
  const { width, height } = CERTIFICATE_ICON_SIZES[size];
  const label = `Certificate ${certificate.name}`;
  if (certificate.logo !== null && certificate.logo !== "")
    return <img src={certificate.logo} alt={label} title={certificate.description} width={width} height={height} />;
  return (
    <span role="img" aria-label={label} title={certificate.description} css={badgeStyle(certificate.name, size)}>
      {certificate.name}
    </span>
  );
};
