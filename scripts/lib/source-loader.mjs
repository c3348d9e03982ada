// `node --import ./scripts/lib/source-loader.mjs server.ts`: runs the TypeScript sources directly (npm run dev).
// tsx compiles them and resolves tsconfig.json's paths; `~brand` alone resolves to brands/<BRAND>/index.ts, as the
// bundlers' alias does (aliases.js). tsconfig.json maps it to hb for the type checker only.
import { register } from "node:module";
import { pathToFileURL } from "node:url";
import { register as registerTsx } from "tsx/esm/api";
import { aliases } from "../../aliases.js";
import { parseBrand } from "../../brands/brands.js";

registerTsx();
// Registered after tsx, so it runs first (Node runs the last registered resolve hook first).
register("./brand-alias-hooks.mjs", import.meta.url, {
  data: { brandUrl: pathToFileURL(aliases(parseBrand(process.env.BRAND))["~brand"]).href },
});
