import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { Plugin } from "vite";
import { APP_ICONS, MASKABLE_BACKGROUND, MASKABLE_SAFE_ZONE, type AppIcon } from "../ui/app/web-app-manifest.ts";

const renderIcon = async (logo: Buffer, icon: AppIcon): Promise<Buffer> => {
  if (icon.purpose !== "maskable") return sharp(logo, { density: 384 }).resize(icon.size, icon.size).png().toBuffer();
  const inner = Math.round(icon.size * MASKABLE_SAFE_ZONE);
  const mark = await sharp(logo, { density: 384 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: MASKABLE_BACKGROUND } })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toBuffer();
};

/** The web app manifest's PNG icons, drawn from the SVG logo at build time (the maskable one full-bleed, the logo inside its safe zone). */
export const appIcons = (logoPath: string): Plugin => ({
  name: "app-icons",
  apply: "build",
  generateBundle: async function () {
    const logo = readFileSync(logoPath);
    for (const icon of APP_ICONS) this.emitFile({ type: "asset", fileName: icon.src.slice(1), source: await renderIcon(logo, icon) });
  },
});
