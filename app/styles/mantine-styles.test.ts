// Mantine's styles are loaded in tiers (docs/decisions/044-mantine-styles-in-tiers.md): mantine-every-page.css (root),
// mantine-signed-in.css (signed-in layout), and a rare component's stylesheet imported in the file that renders it. A
// component whose stylesheet is in none of them renders unstyled, silently; these tests catch that.
//
// What a component needs is read from Mantine's own build, not from a hand-kept list: the component's module in
// node_modules/@mantine/<package>/esm and everything it imports (Select → Combobox, Input, Popover, …) name the
// `X.module.css.mjs` they use, and each of those is shipped as `@mantine/core/styles/X.layer.css` (the charts' and
// notifications' as their package's single styles.css). The rule is the simple one the ADR allows: the stylesheet is in
// one of the two tiers, or imported by the very file that imports the component.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const nodeModules = path.join(root, "node_modules");
const TIERS = ["app/styles/mantine-every-page.css", "app/styles/mantine-signed-in.css"];

const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

/** The app's source and style files (tests excluded), as paths relative to the repository. */
function appFiles(dir = path.join(root, "app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : appFiles(full);
    if (!/\.(ts|tsx|css)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts")) {
      return [];
    }
    return [relative(full)];
  });
}

const files = appFiles();
const sources = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]));

/** The Mantine stylesheets a file imports: `import "@mantine/…css";` in TS, `@import "@mantine/…css";` in CSS. */
function stylesheetsImportedBy(text: string): string[] {
  return [...text.matchAll(/^\s*@?import\s+(?:url\(\s*)?["'](@mantine\/[^"']+\.css)["']/gm)].map((match) => match[1]);
}

/** The values a file imports (or re-exports) from each `@mantine/*` package; `type` imports left out, `X as Y` → X. */
function mantineValuesImportedBy(text: string): { pkg: string; name: string }[] {
  const statements = text.matchAll(/\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*["'](@mantine\/[\w-]+)["']/g);
  return [...statements].flatMap(([, typeOnly, list, pkg]) => {
    if (typeOnly) return [];
    return list
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith("type "))
      .map((item) => ({ pkg, name: item.split(/\s+as\s+/)[0].trim() }));
  });
}

/** A package's public names and the ESM module each comes from (its esm/index.mjs re-exports them one by one). */
const exportsCache = new Map<string, Map<string, string>>();
function exportsOf(pkg: string): Map<string, string> {
  let exports = exportsCache.get(pkg);
  if (exports) return exports;
  exports = new Map();
  const index = path.join(nodeModules, pkg, "esm/index.mjs");
  if (fs.existsSync(index)) {
    for (const [, list, from] of fs
      .readFileSync(index, "utf8")
      .matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
      for (const item of list.split(",")) {
        const [name, alias] = item.trim().split(/\s+as\s+/);
        if (name) exports.set((alias ?? name).trim(), path.resolve(path.dirname(index), from));
      }
    }
  }
  exportsCache.set(pkg, exports);
  return exports;
}

/** A `X.module.css.mjs` a component uses, and the stylesheets that provide it (any one of them will do). */
type Need = { css: string; provides: string[] };
type Edges = { modules: string[]; needs: Need[]; values: { pkg: string; name: string }[] };
const edgesCache = new Map<string, Edges>();
function edgesOf(file: string): Edges {
  const cached = edgesCache.get(file);
  if (cached) return cached;
  const pkg = relative(file).match(/^node_modules\/(@mantine\/[\w-]+)\//)?.[1] ?? "";
  const text = fs.readFileSync(file, "utf8");
  const edges: Edges = { modules: [], needs: [], values: [] };
  // Only imports that bind something: Mantine's build keeps bare `import '../Accordion/Accordion.mjs';` lines, which
  // bundlers drop (the package declares only its CSS as side effects).
  for (const [, spec] of text.matchAll(/\bfrom\s*'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), spec);
    const cssModule = path.basename(target).match(/^(.+)\.module\.css\.mjs$/)?.[1];
    if (!cssModule) edges.modules.push(target);
    else if (pkg === "@mantine/core") {
      edges.needs.push({ css: cssModule, provides: [`@mantine/core/styles/${cssModule}.layer.css`] });
    } else edges.needs.push({ css: cssModule, provides: [`${pkg}/styles.css`, `${pkg}/styles.layer.css`] });
  }
  // The other packages build on the core's components (a chart's tooltip is a Paper with ColorSwatches).
  for (const [, list, from] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(@mantine\/[\w-]+)'/g)) {
    for (const item of list.split(",")) edges.values.push({ pkg: from, name: item.trim().split(/\s+as\s+/)[0] });
  }
  edgesCache.set(file, edges);
  return edges;
}

/**
 * The stylesheets a value imported from a Mantine package needs: those of every `X.module.css.mjs` its module imports,
 * directly or through other modules (none for hooks, helpers and types).
 */
const needsCache = new Map<string, Need[]>();
function needsOf(pkg: string, name: string): Need[] {
  const key = `${pkg} ${name}`;
  const cached = needsCache.get(key);
  if (cached) return cached;
  needsCache.set(key, []); // guards against a cycle between packages
  const needs = new Map<string, Need>();
  const add = (need: Need) => needs.set(`${need.provides[0]} ${need.css}`, need);
  const start = exportsOf(pkg).get(name);
  const seen = new Set<string>(start ? [start] : []);
  const queue = [...seen];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const edges = edgesOf(file);
    for (const need of edges.needs) add(need);
    for (const value of edges.values) needsOf(value.pkg, value.name).forEach(add);
    for (const next of edges.modules) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  const result = [...needs.values()];
  needsCache.set(key, result);
  return result;
}

const tierStylesheets = new Set(TIERS.flatMap((tier) => stylesheetsImportedBy(sources.get(tier) ?? "")));

describe("what a Mantine component needs is read from Mantine's build", () => {
  // If Mantine's ESM layout changed so that nothing is found, every check below would pass without checking anything.
  const css = (pkg: string, name: string) => needsOf(pkg, name).map((need) => need.css);

  test("a component needs its own stylesheet and those of the components it is built from", () => {
    expect(css("@mantine/core", "Tabs")).toContain("Tabs");
    expect(css("@mantine/core", "Select")).toEqual(expect.arrayContaining(["Combobox", "Input", "Popover"]));
    expect(css("@mantine/core", "Drawer")).toEqual(expect.arrayContaining(["Drawer", "ModalBase"]));
    expect(css("@mantine/charts", "BarChart")).toEqual(expect.arrayContaining(["ChartTooltip", "ColorSwatch"]));
    expect(css("@mantine/core", "useMantineTheme")).toEqual([]);
  });

  test("the tiers exist and every tier's stylesheet is found", () => {
    for (const tier of TIERS) expect(sources.has(tier), tier).toBe(true);
    expect(tierStylesheets.has("@mantine/core/styles/Input.layer.css")).toBe(true);
  });
});

describe("Mantine's stylesheets (docs/decisions/044-mantine-styles-in-tiers.md)", () => {
  test("every stylesheet imported exists", () => {
    const missing = files.flatMap((file) =>
      stylesheetsImportedBy(sources.get(file) ?? "")
        .filter((sheet) => !fs.existsSync(path.join(nodeModules, sheet)))
        .map((sheet) => `${file} imports "${sheet}", which is not in node_modules`),
    );
    expect(missing).toEqual([]);
  });

  test("each stylesheet is imported in one place: one tier, or beside its uses", () => {
    const problems: string[] = [];
    const tierOf = new Map<string, string>();
    for (const file of files) {
      const sheets = stylesheetsImportedBy(sources.get(file) ?? "");
      for (const sheet of new Set(sheets)) {
        if (sheets.indexOf(sheet) !== sheets.lastIndexOf(sheet)) problems.push(`${file} imports "${sheet}" twice`);
      }
    }
    for (const tier of TIERS) {
      for (const sheet of stylesheetsImportedBy(sources.get(tier) ?? "")) {
        const other = tierOf.get(sheet);
        if (other && other !== tier) problems.push(`"${sheet}" is in both ${other} and ${tier}`);
        tierOf.set(sheet, tier);
      }
    }
    for (const file of files.filter((file) => !TIERS.includes(file))) {
      for (const sheet of stylesheetsImportedBy(sources.get(file) ?? "")) {
        const tier = tierOf.get(sheet);
        if (tier) problems.push(`${file} imports "${sheet}", already in ${tier}: remove it from ${file}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("every Mantine component the app uses has its stylesheets in a tier or in the file that uses it", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = sources.get(file) ?? "";
      const own = new Set(stylesheetsImportedBy(text));
      const lacking = new Map<string, Set<string>>(); // stylesheet → the components that need it
      for (const { pkg, name } of mantineValuesImportedBy(text)) {
        checked += 1;
        for (const need of needsOf(pkg, name)) {
          if (need.provides.some((sheet) => own.has(sheet) || tierStylesheets.has(sheet))) continue;
          const components = lacking.get(need.provides[0]) ?? new Set();
          components.add(pkg === "@mantine/core" ? name : `${name} (${pkg})`);
          lacking.set(need.provides[0], components);
        }
      }
      for (const [sheet, components] of lacking) {
        missing.push(
          `${file} uses ${[...components].join(", ")} but its styles are not loaded: ` +
            `add import "${sheet}"; to ${file} (or @import it in a tier in app/styles/)`,
        );
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  test("no file imports Mantine whole, which this check could not follow", () => {
    const whole = files.filter((file) =>
      /import\s+\*\s+as\s+\w+\s+from\s*["']@mantine\/(core|charts|notifications)["']/.test(sources.get(file) ?? ""),
    );
    expect(whole).toEqual([]);
  });
});
