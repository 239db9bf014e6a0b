import { defaultTitle, siteName } from "../../adapters/http/contract/site-routes.ts";
import { theme } from "./theme.ts";

export interface AppIcon {
  readonly src: string;
  readonly size: number;
  readonly purpose: "any" | "maskable";
}

export const APP_ICONS: ReadonlyArray<AppIcon> = [
  { src: "/icons/app-192.png", size: 192, purpose: "any" },
  { src: "/icons/app-512.png", size: 512, purpose: "any" },
  { src: "/icons/app-maskable-512.png", size: 512, purpose: "maskable" },
];

// A maskable icon may be cut to a circle of 80% of its width: the logo keeps inside it.
export const MASKABLE_SAFE_ZONE = 0.7;
export const MASKABLE_BACKGROUND = theme.colors.ink;

/** What the browser needs to install the site as an app that opens on the Main Page in its own window. */
export const webAppManifest = {
  id: "/",
  name: siteName,
  short_name: siteName,
  description: defaultTitle,
  lang: "en-GB",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: theme.colors.ink,
  background_color: theme.colors.paper,
  icons: APP_ICONS.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: "image/png", purpose: icon.purpose })),
} as const;
