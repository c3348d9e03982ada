// The banner `npm start` and `npm run dev` print before the server starts: the brand, its URL, where its data
// lives and the demo accounts (when the demo data is seeded). Reads the same environment the server will.
import path from "node:path";
import { tsImport } from "tsx/esm/api";

/** @param {"hb" | "coaching"} brand */
export async function printDemoAccounts(brand) {
  /** @type {typeof import("../../server/env")} */
  const { ConfigError, loadEnv } = await tsImport("../../server/env.ts", import.meta.url);
  /** @type {typeof import("../../api/db/demo-data")} */
  const { DEMO_COMPANIES, DEMO_USERS } = await tsImport("../../api/db/demo-data.ts", import.meta.url);
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) return; // the server prints the problems and stops
    throw error;
  }
  if (!env.SEED_DEMO_DATA) return;
  const { default: config } = await tsImport(`../../brands/${brand}/index.ts`, import.meta.url);
  const company = (key) => DEMO_COMPANIES.find((c) => c.key === key)?.name ?? key;
  const rows = DEMO_USERS.map((u) => [u.email, u.role, company(u.company), u.note ?? ""]);
  const header = ["E-mail", "Role", "Company", "Note"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    "  " +
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  const data = env.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${path.join(env.DATA_DIR, brand, "pglite")}`;
  console.log(`\n${config.name} on ${env.PUBLIC_URL}, data: ${data}`);
  console.log(`Demo accounts (password: ${env.DEMO_PASSWORD}):`);
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log("");
}
