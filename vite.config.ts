import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { aliases } from "./aliases.js";
import coaching from "./brands/coaching/index";
import { leftOutRouteFiles } from "./brands/feature-routes";
import hb from "./brands/hb/index";
import remixConfig, { brand } from "./remix.config.js";

/** This build's brand features: the route modules of every feature the brand does not ship stay out of it. */
const features = { hb, coaching }[brand].features;

/**
 * The browser's files are compressed once, when they are built (brotli and gzip beside each file), and the server
 * sends the stored copy (server.ts): compressing them again for every visitor whose cache is empty was most of what
 * a first page load cost the server. Client build only: the server build is never sent to a browser.
 */
const precompressed: Plugin = {
  ...compression({ algorithms: ["brotliCompress", "gzip"], include: /^assets\/.*\.(js|css|svg)$/, logLevel: "silent" }),
  apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
};

export default defineConfig({
  resolve: { alias: aliases(brand) },
  plugins: [
    remix({
      ...remixConfig,
      ignoredRouteFiles: [...(remixConfig.ignoredRouteFiles ?? []), ...leftOutRouteFiles(features)],
    }),
    precompressed,
  ],
  build: { target: "es2022" },
  // What `npm run dev` pre-bundles is found by scanning the client entry and every route module up front. Left to
  // Vite's default (Remix 2 scans routes only under an unstable flag), it finds the dependencies one page at a time
  // and reloads the page under the user, with two copies of React in the meantime.
  optimizeDeps: { entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/**/*.tsx", "!**/*.test.*"] },
  // HTML-only pages' scripts (app/html-only/handle.ts) are built as module workers: ES modules, split where they
  // import lazily (the analytics SDK).
  worker: { format: "es" },
  // Bundled into the server build rather than imported from node_modules at run time: the package's Node entry is
  // one CommonJS file of all ~5,900 icons (65 MB of a server's memory); bundled, only the icons used are (ADR 062).
  ssr: { noExternal: ["@tabler/icons-react"] },
});
