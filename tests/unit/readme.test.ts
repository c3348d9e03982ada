// README's tables are written by hand; these checks keep them from drifting from the code they describe.
import fs from "node:fs";
import { describe, expect, test } from "vitest";
import { DEMO_USERS } from "../../api/db/demo-data";
import { envSchema, loadEnv } from "../../server/env";

const readme = fs.readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The rows (as cell lists) of the first table in README's section `heading`, without the header. */
function firstTable(heading: string): string[][] {
  const lines = (readme.split(`\n## ${heading}\n`)[1] ?? "").split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/`/g, "")),
  );
}

describe("README", () => {
  test("documents every variable of the server's environment schema, and no other", () => {
    const documented = firstTable("Configuration").map(([name]) => name);
    expect(documented.sort()).toEqual(Object.keys(envSchema.in.shape).sort());
  });

  test("lists every demo account with its role, and the default demo password", () => {
    const rows = firstTable("Demo accounts").map(([email, role]) => ({ email, role }));
    expect(rows).toEqual(DEMO_USERS.map(({ email, role }) => ({ email, role })));
    expect(readme).toContain(`**\`${loadEnv({}).DEMO_PASSWORD}\`**`);
  });
});
