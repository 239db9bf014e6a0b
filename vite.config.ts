import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const uiRoot = fileURLToPath(new URL("./ui/", import.meta.url));

// The Main Page's own code (listing, filters, views) ships as one chunk fetched with the entry on "/".
const mainPageCode = /[\\/](ui[\\/](pages[\\/]main-page|features[\\/](shows|settings|timeline|feedback[\\/]feedback-button|listings)|controls)|domain|node_modules[\\/]@tanstack)[\\/]?/;

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

export default defineConfig({
  root: uiRoot,
  plugins: [react({ jsxImportSource: "@emotion/react" }), preloadMainPage()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
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
    proxy: { "/api": "http://localhost:3000" },
  },
});
