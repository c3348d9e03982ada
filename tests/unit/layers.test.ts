// Layers that import downwards (ADR 080): server/ is the platform under app/, api/ and idp/ and imports none of them;
// idp/ imports neither app/ nor api/. Read from the import statements of every file, so a new upward import fails
// here before it reaches review.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Which top-level folders each layer may not import. */
const RULES: Record<string, readonly string[]> = {
  server: ["app", "api", "idp"],
  idp: ["app", "api"],
};

// Every form a module names another in: `import … from`, `export … from`, a bare `import "x"`, `import("x")`
// (also in JSDoc types), `require("x")`.
const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*["']([^"']+)["']/g;

/** The repository folder a specifier of `file` (repository-relative) reaches, or null for a package. */
function folderOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  else if (specifier === "~brand" || specifier.startsWith("~brand/")) target = "brands";
  else if (specifier.startsWith("~domain/")) target = "domain";
  else if (specifier.startsWith("~/")) target = "app";
  else return null;
  return target.split("/")[0];
}

/** The imports of one file's source that break its layer's rule, as "specifier → folder". */
function forbiddenImports(file: string, source: string): string[] {
  const forbidden = RULES[file.split("/")[0]] ?? [];
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    const folder = folderOf(file, specifier);
    if (folder && forbidden.includes(folder)) found.push(`${specifier} → ${folder}/`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) ? [rel] : [];
  });
}

describe("the checker", () => {
  test("finds an upward import in every form a module names another", () => {
    const planted = [
      'import { users } from "../api/users/model";',
      'import type { ActionFailure } from "../app/ui/action/result";',
      "import { x } from '../idp/index';",
      'export * from "../api/http/contract";',
      'import "../app/styles/app.css";',
      'const { seed } = await import("../api/db/seed");',
      '/** @type {typeof import("../api/db/demo-data")} */',
      'import { toast } from "~/toast.server";',
      'import {\n  a,\n  b,\n} from "../api/db/like";',
    ].join("\n");
    expect(forbiddenImports("server/example.ts", planted)).toEqual([
      "../api/users/model → api/",
      "../app/ui/action/result → app/",
      "../idp/index → idp/",
      "../api/http/contract → api/",
      "../app/styles/app.css → app/",
      "../api/db/seed → api/",
      "../api/db/demo-data → api/",
      "~/toast.server → app/",
      "../api/db/like → api/",
    ]);
  });

  test("resolves a specifier from the importing file's own folder", () => {
    expect(forbiddenImports("server/db/schema/x.ts", 'import { y } from "../../../api/z";')).toEqual([
      "../../../api/z → api/",
    ]);
    // From server/db/schema, "../../api" is server/api, inside the platform.
    expect(forbiddenImports("server/db/schema/x.ts", 'import { y } from "../../api/z";')).toEqual([]);
  });

  test("lets a layer import itself, the layers below and packages", () => {
    const allowed = [
      'import { sessions } from "./db/schema/index";',
      'import { ERRORS } from "../domain/errors";',
      'import brand from "~brand";',
      'import { LANGUAGES } from "~domain/languages";',
      'import { PGlite } from "@electric-sql/pglite";',
      'import { apiThing } from "api-client";',
    ].join("\n");
    expect(forbiddenImports("server/example.ts", allowed)).toEqual([]);
  });

  test("holds idp/ to its own rule: the platform below it, not the API beside it", () => {
    const source =
      'import { hasNul } from "../../api/http/contract";\nimport type { Database } from "../../server/db/client";';
    expect(forbiddenImports("idp/accounts/context.ts", source)).toEqual(["../../api/http/contract → api/"]);
    expect(forbiddenImports("app/example.ts", source)).toEqual([]);
  });
});

describe.each(Object.keys(RULES))("%s/", (layer) => {
  const files = sourceFiles(layer);

  test("has source files to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  test(`imports nothing from ${RULES[layer].join(", ")}`, () => {
    const offenders = files.flatMap((file) =>
      forbiddenImports(file, fs.readFileSync(path.join(root, file), "utf8")).map((found) => `${file}: ${found}`),
    );
    expect(offenders).toEqual([]);
  });
});
