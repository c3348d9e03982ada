// npm run dev: the daily loop. BRAND=hb|coaching (default hb).
// Prints the demo accounts like `npm start`, then runs server.ts from source (NODE_ENV=development): the same server
// as in production — database, Main API, identity provider, demo data — with the Remix app served by Vite's dev
// server, so an edit under app/ shows in the open page without a restart (hot reload). An edit to the server side
// (server.ts, api/, idp/, server/, domain/, brands/) restarts the server (Node's watch mode); the data stays.
import { spawn } from "node:child_process";
import path from "node:path";
import { parseBrand } from "../brands/brands.js";
import { printDemoAccounts } from "./lib/demo-accounts.mjs";
import { projectRoot } from "./lib/servers.mjs";

let brand;
try {
  brand = parseBrand(process.env.BRAND);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
process.env.NODE_ENV = "development";

await printDemoAccounts(brand);

const watched = ["server.ts", "api", "idp", "server", "domain", "brands"];
const server = spawn(
  process.execPath,
  [
    ...watched.map((p) => `--watch-path=${path.join(projectRoot, p)}`),
    "--watch-preserve-output",
    "--import",
    path.join(projectRoot, "scripts/lib/source-loader.mjs"),
    path.join(projectRoot, "server.ts"),
  ],
  { cwd: projectRoot, stdio: "inherit", env: { ...process.env, BRAND: brand } },
);
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  // A terminal's Ctrl+C reaches every process of the group; the server ignores a second signal while it stops.
  process.on(signal, () => server.kill(signal));
}
server.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
