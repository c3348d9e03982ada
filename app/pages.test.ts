import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALL_NAV_HREFS } from "../domain/navigation";
import { builtPagePaths, pageFor, PAGES, routeIdFor, SHELL_LAYOUT_ROUTE_ID, type Page } from "./pages";

const routesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "routes");

interface RouteFile {
  /** Remix route id without the "routes/" prefix: the file name without extension, or the folder name. */
  id: string;
  file: string;
  /** A page module renders something (has a default export); the rest are resource routes (favicon, logout…). */
  isPage: boolean;
}

/** The route files Remix's flat-routes convention finds in app/routes (remix.config.js ignores tests and CSS). */
function readRouteFiles(dir = routesDir): RouteFile[] {
  const files: RouteFile[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (/\.test\.|\.css$/.test(entry.name)) continue;
    let id: string;
    let file: string;
    if (entry.isDirectory()) {
      const route = fs.readdirSync(path.join(dir, entry.name)).find((f) => /^route\.(tsx?|jsx?)$/.test(f));
      if (!route) continue;
      id = entry.name;
      file = path.join(dir, entry.name, route);
    } else if (/\.(tsx?|jsx?)$/.test(entry.name)) {
      id = entry.name.replace(/\.(tsx?|jsx?)$/, "");
      file = path.join(dir, entry.name);
    } else continue;
    const source = fs.readFileSync(file, "utf8");
    const isPage = /export\s+default\b/.test(source) || /export\s*\{[^}]*\bdefault\b[^}]*\}/.test(source);
    files.push({ id, file: path.relative(routesDir, file), isPage });
  }
  return files;
}

/** The URL a route id answers, in the registry's notation ("_app.jobs.$id" → "/jobs/{id}", "$" → "*"). */
function urlOf(id: string): string {
  const segments = id
    .split(/\.(?![^[]*\])/)
    .filter((seg) => !seg.startsWith("_"))
    .map((seg) => (seg === "$" ? "*" : seg.replace(/^\$(\w+)$/, "{$1}").replace(/\[(.*?)\]/g, "$1")));
  return `/${segments.join("/")}`;
}

const routeFiles = readRouteFiles();
const byId = new Map(routeFiles.map((f) => [f.id, f]));
/** Route ids that are the parent of another route are layouts, not pages. */
const layouts = new Set(routeFiles.filter((f) => routeFiles.some((o) => o.id.startsWith(`${f.id}.`))).map((f) => f.id));
layouts.add(SHELL_LAYOUT_ROUTE_ID);

describe("the pages registry", () => {
  it("lists every route of spec §2 exactly once, plus /account-access-expired and /auth/register", () => {
    const spec = [
      "/login",
      "/forgot-password",
      "/password-update-needed",
      "/token-validation",
      "/404",
      "/",
      "/about",
      "/profile",
      "/archived",
      "/survey-results",
      "/candidates",
      "/hiring-pipeline",
      "/companies/overview",
      "/report-configurator",
      "/book-code-system",
      "/survey/register",
      "/survey/take",
      "/survey/thank-you",
      "/instant-interview",
      "/hiring-campaigns",
      "/funnels/{campaign}",
      "/user-management",
      "/role-benchmarks",
      "/role-benchmarks/add",
      "/role-benchmarks/edit",
      "/jobs/overview",
      "/jobs/add",
      "/jobs/edit",
      "/jobs/{id}",
      "/jobs/board",
      "/pipelines",
      "/academy",
      "/learning-management",
      "/account-access-expired",
      "/auth/register",
    ];
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const specPaths = PAGES.filter((p) => !("beyondSpec" in p)).map((p) => p.path);
    expect([...specPaths].sort()).toEqual([...spec].sort());
  });

  it("puts every sidebar link on a signed-in page", () => {
    for (const href of ALL_NAV_HREFS) {
      expect(PAGES.find((p) => p.path === href)?.access, href).toBe("signed-in");
    }
  });

  it("derives route ids from the access kind", () => {
    const page = (path: string, access: Page["access"]): Page => ({ path, access, built: true, title: "" });
    expect(routeIdFor(page("/", "signed-in"))).toBe("_app._index");
    expect(routeIdFor(page("/about", "signed-in"))).toBe("_app.about");
    expect(routeIdFor(page("/companies/overview", "signed-in"))).toBe("_app.companies.overview");
    expect(routeIdFor(page("/jobs/{id}", "public"))).toBe("jobs.$id");
    expect(routeIdFor(page("/password-update-needed", "layout-free"))).toBe("password-update-needed");
    expect(routeIdFor(page("/", "public"))).toBe("_index");
    expect(urlOf("_app.jobs.$id")).toBe("/jobs/{id}");
    expect(urlOf("favicon[.]ico")).toBe("/favicon.ico");
    expect(urlOf("_app._index")).toBe("/");
  });

  it("finds the page of a URL, preferring a static path to a parameter", () => {
    expect(pageFor("/jobs/board")?.path).toBe("/jobs/board");
    expect(pageFor("/jobs/17")?.path).toBe("/jobs/{id}");
    expect(pageFor("/funnels/spring-hiring")?.path).toBe("/funnels/{campaign}");
    expect(pageFor("/")?.path).toBe("/");
    expect(pageFor("/nowhere")).toBeUndefined();
  });

  it("reports built pages for navigation", () => {
    expect([...builtPagePaths()].sort()).toEqual(
      PAGES.filter((p) => p.built)
        .map((p) => p.path)
        .sort(),
    );
  });
});

describe("the pages registry agrees with app/routes", () => {
  it("finds the route files", () => {
    expect(routeFiles.length).toBeGreaterThan(0);
    expect(byId.get("login")?.isPage).toBe(true);
  });

  it.each(PAGES.filter((p) => p.built).map((p) => [p.path, p] as const))(
    "built page %s has a page module where its access kind requires",
    (_path, page) => {
      const id = routeIdFor(page);
      const file = byId.get(id);
      expect(file, `${page.path} is ${page.access}: expected app/routes/${id}.tsx`).toBeDefined();
      expect(file?.isPage, `app/routes/${file?.file} must export a default component`).toBe(true);
    },
  );

  it("every page module in app/routes is a built page of the registry, at its place", () => {
    const expected = new Map(PAGES.map((p) => [routeIdFor(p), p]));
    const problems: string[] = [];
    for (const file of routeFiles.filter((f) => f.isPage && !layouts.has(f.id))) {
      const page = expected.get(file.id);
      if (!page) {
        const samePath = PAGES.find((p) => p.path === urlOf(file.id));
        problems.push(
          samePath
            ? `app/routes/${file.file}: ${samePath.path} is ${samePath.access}, so its file is ${routeIdFor(samePath)}`
            : `app/routes/${file.file}: no page in app/pages.ts (add it, or move the file)`,
        );
      } else if (!page.built) {
        problems.push(`app/routes/${file.file}: ${page.path} exists but app/pages.ts marks it not built`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("no two route files answer the same URL", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of routeFiles.filter((f) => !layouts.has(f.id))) {
      const url = urlOf(file.id);
      const other = seen.get(url);
      if (other) clashes.push(`${url}: ${other} and ${file.file}`);
      seen.set(url, file.file);
    }
    expect(clashes).toEqual([]);
  });
});
