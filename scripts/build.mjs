// BRAND=hb|coaching npm run build → build/<brand>/; without BRAND both brands are built.
// Each artefact: the Remix client and server build (Vite) plus server.mjs (server.ts, the Main API and the
// identity provider bundled with the same `~brand` alias), the database migrations and the database thread.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { aliases } from "../aliases.js";
import { BRANDS, parseBrand } from "../brands/brands.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @param {"hb" | "coaching"} brand */
export async function buildBrand(brand) {
  const out = path.resolve(root, process.env.BUILD_ROOT ?? "build", brand);
  fs.rmSync(out, { recursive: true, force: true });
  const vite = spawn(
    process.execPath,
    [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build", "--logLevel", "error"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BRAND: brand, NODE_ENV: "production" },
    },
  );
  const code = await new Promise((resolve) => vite.once("exit", (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) throw new Error(`the ${brand} build failed (vite:build exited with ${code})`);
  const map = aliases(brand);
  await esbuild.build({
    entryPoints: [path.join(root, "server.ts")],
    outfile: path.join(out, "server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "project-aliases",
        setup(build) {
          build.onResolve({ filter: /^~/ }, (args) => {
            if (args.path === "~brand") return { path: map["~brand"] };
            const [prefix, ...rest] = args.path.split("/");
            const base = map[/** @type {keyof typeof map} */ (prefix)];
            if (!base) return undefined;
            return build.resolve(`./${rest.join("/")}`, { resolveDir: base, kind: args.kind });
          });
        },
      },
    ],
  });
  fs.cpSync(path.join(root, "server/db/migrations"), path.join(out, "migrations"), { recursive: true });
  // The embedded database's thread, started from next to server.mjs (server/db/pglite-thread.ts).
  fs.copyFileSync(path.join(root, "server/db/pglite-worker.mjs"), path.join(out, "pglite-worker.mjs"));
  // The AI prompts, read at start-up from next to server.mjs (api/ai/prompts.ts).
  fs.cpSync(path.join(root, "api/ai/prompts"), path.join(out, "prompts"), { recursive: true });
  console.log(`built ${path.relative(root, out)}/`);
}

const requested = process.env.BRAND;
let brands;
try {
  brands = requested ? [parseBrand(requested)] : [...BRANDS];
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
// The brands build at once: a build is mostly one busy thread, so two finish in little more than the time of one.
const outcomes = await Promise.allSettled(brands.map((brand) => buildBrand(brand)));
for (const outcome of outcomes) if (outcome.status === "rejected") console.error(outcome.reason.message);
if (outcomes.some((outcome) => outcome.status === "rejected")) process.exit(1);
