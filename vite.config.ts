import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { appIcons } from "./scripts/app-icons-plugin.ts";
import { API_PREFIX } from "./adapters/http/contract/api.ts";
import { contract } from "./ui/app/contract-paths.ts";
import { webAppManifest } from "./ui/app/web-app-manifest.ts";

const uiRoot = fileURLToPath(new URL("./ui/", import.meta.url));

// The Main Page's own code (listing, filters, views) ships as one chunk fetched with the entry on "/".
// The HTTP contract goes with domain/ (it is built from it, and main-page code calls it): split apart they import each other.
// domain/admin/ and the admin contract stay with the admin dashboard's lazy chunk.
const mainPageCode =
  /[\\/](ui[\\/](pages[\\/]main-page|features[\\/](shows|settings|timeline|feedback[\\/]feedback-button|listings)|controls)|domain(?![\\/]admin[\\/])|adapters[\\/]http[\\/]contract[\\/](?!admin-)|node_modules[\\/]@tanstack)[\\/]?/;

// Most visits start on the Main Page: its chunk downloads in parallel with the entry instead of after it.
const preloadMainPage = (): Plugin => ({
  name: "preload-main-page",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, context) => {
      const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === "chunk" && output.name === "main-page");
      return chunk === undefined ? [] : [{ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` }, injectTo: "head" }];
    },
  },
});

// `vite build --ssr` builds the server's renderer of the listing pages (ui/server-render.tsx) into dist/server, beside the web app.
const serverRendererBuild = defineConfig({
  root: uiRoot,
  plugins: [react({ jsxImportSource: "@emotion/react" })],
  publicDir: false,
  // Bundled with its libraries, the renderer runs React's and Redux Toolkit's production builds whatever NODE_ENV the server
  // has: they choose at run time by process.env.NODE_ENV, which the build fixes here (unset, the server rendered with React's
  // development build and Redux Toolkit's state checks).
  ssr: { noExternal: true },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: fileURLToPath(new URL("./dist/server", import.meta.url)),
    emptyOutDir: false,
    sourcemap: false,
    ssr: true,
    rolldownOptions: { input: fileURLToPath(new URL("./ui/server-render.tsx", import.meta.url)) },
  },
});

const webAppBuild = defineConfig({
  root: uiRoot,
  // The service worker (built with this config's defines) tells API calls from pages, and keeps the Main Page's public
  // answers: the addresses come from the HTTP contract here, at build time, so the worker does not ship the contract.
  define: {
    __API_PREFIX__: JSON.stringify(API_PREFIX),
    __KEPT_ANSWER_PATHS__: JSON.stringify([contract.shows.path, contract.basicInitialData.path]),
  },
  plugins: [
    react({ jsxImportSource: "@emotion/react" }),
    preloadMainPage(),
    appIcons(fileURLToPath(new URL("./ui/public/logo.svg", import.meta.url))),
    // /sw.js from ui/sw.ts with the build's files to precache, and /manifest.webmanifest linked from the page template; ui/main.tsx registers the worker.
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: "iife",
        globPatterns: ["**/*.{js,css,svg,png,webmanifest}"],
        // index.html is a template the server fills per page, not a file it serves.
        globIgnores: ["index.html", "sw.js", "**/*.br", "**/*.gz"],
      },
    }),
    // The server sends these .br and .gz files as they are; index.html is a template it fills per page, so it compresses that itself.
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, exclude: [/index\.html$/], logLevel: "silent" }),
  ],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // A feature's files run nothing when loaded, so an index.ts re-export its importer does not use is dropped: the entry
      // keeps only what it takes from a feature's public entry, not the whole feature.
      treeshake: { moduleSideEffects: [{ test: /[\\/]ui[\\/]features[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: "main-page", test: mainPageCode, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { [API_PREFIX]: "http://localhost:3000" },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild === true ? serverRendererBuild : webAppBuild));
