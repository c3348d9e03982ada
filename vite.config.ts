import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { aliases } from "./aliases.js";
import remixConfig, { brand } from "./remix.config.js";

export default defineConfig({
  resolve: { alias: aliases(brand) },
  plugins: [remix(remixConfig)],
  build: { target: "es2022" },
});
