// The single source of Remix options. vite.config.ts passes them to the Remix Vite plugin.
import { parseBrand } from "./brands/brands.js";

/** The brand this build is for (BRAND=hb|coaching; default hb). Throws on any other value. */
export const brand = parseBrand(process.env.BRAND);

/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  appDirectory: "app",
  // BUILD_ROOT lets parallel builds (e.g. in tests) write elsewhere; the artefact is always <root>/<brand>/.
  buildDirectory: `${process.env.BUILD_ROOT ?? "build"}/${brand}`,
  serverModuleFormat: "esm",
  // vite.config.ts adds the route files of the features this brand does not ship (brands/feature-routes.ts).
  ignoredRouteFiles: ["**/*.test.*", "**/*.css"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
