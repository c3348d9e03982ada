// @remix-run/router is patched (patches/, ADRs 046, 058 and 059) to keep each route tree's ranked branches, each
// compiled path pattern and each path's matches; react-router-dom's static router and Remix's RemixServer keep the
// trees they render with, so that those caches hold across requests. Matching must answer exactly as before: per
// path, per case sensitivity, per "to the end or not", and each request's render gets its own matches.
import { matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";

const routes = [
  {
    id: "app",
    path: "/",
    children: [
      { id: "index", index: true },
      { id: "candidates", path: "candidates" },
      { id: "report", path: "survey-results/:id" },
      { id: "report-answers", path: "survey-results/:id/answers" },
      { id: "course", path: "academy/courses/:id?" },
    ],
  },
  { id: "careers-job", path: "/careers/:job_uuid" },
  { id: "splat", path: "*" },
] as AgnosticRouteObject[];

const ids = (path: string) => matchRoutes(routes, path)?.map((m) => m.route.id);

describe("route matching (patched @remix-run/router)", () => {
  test("the installed router is the patched one", () => {
    const file = createRequire(import.meta.url).resolve("@remix-run/router");
    expect(readFileSync(file, "utf8")).toContain("rankedBranches");
  });

  test("one tree matched again and again answers each path by itself", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids("/")).toEqual(["app", "index"]);
      expect(ids("/candidates")).toEqual(["app", "candidates"]);
      expect(ids("/survey-results/12")).toEqual(["app", "report"]);
      expect(matchRoutes(routes, "/survey-results/12/answers")?.at(-1)?.params).toEqual({ id: "12" });
      expect(ids("/academy/courses")).toEqual(["app", "course"]);
      expect(ids("/careers/ab-cd")).toEqual(["careers-job"]);
      expect(ids("/nowhere/at/all")).toEqual(["splat"]);
    }
  });

  test("a pattern compiled once still honours case sensitivity and matching to the end", () => {
    expect(matchPath({ path: "/Jobs/:id" }, "/jobs/3")?.params).toEqual({ id: "3" });
    expect(matchPath({ path: "/Jobs/:id", caseSensitive: true }, "/jobs/3")).toBeNull();
    expect(matchPath({ path: "/Jobs/:id", caseSensitive: true }, "/Jobs/3")?.params).toEqual({ id: "3" });
    expect(matchPath({ path: "/jobs", end: true }, "/jobs/3")).toBeNull();
    expect(matchPath({ path: "/jobs", end: false }, "/jobs/3")?.pathnameBase).toBe("/jobs");
    expect(matchPath({ path: "/jobs" }, "/jobs/3")).toBeNull();
  });

  test("a path matched again gets matches of its own: changing one answer changes no later one", () => {
    const first = matchRoutes(routes, "/survey-results/7")!;
    (first[1].params as Record<string, string>).id = "changed";
    first.pop();
    const again = matchRoutes(routes, "/survey-results/7")!;
    expect(again.map((m) => m.route.id)).toEqual(["app", "report"]);
    expect(again[1].params).toEqual({ id: "7" });
    expect(again[1].pathname).toBe("/survey-results/7");
  });

  test("a server render keeps its route tree: the same data routes each request, each request's own matches", async () => {
    const tree = [{ id: "root", path: "/", children: [{ id: "report", path: "survey-results/:id" }] }];
    const handler = createStaticHandler(tree);
    const render = async (path: string) => {
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error("no render context");
      return createStaticRouter(tree, context);
    };
    const first = await render("/survey-results/1");
    const second = await render("/survey-results/2");
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.at(-1)?.params).toEqual({ id: "1" });
    expect(second.state.matches.at(-1)?.params).toEqual({ id: "2" });
    expect(second.state.matches.at(-1)?.route).toBe(second.routes[0].children?.[0]);
  });

  test("RemixServer is the patched one, which keeps the tree it renders with per build", () => {
    const file = createRequire(import.meta.url).resolve("@remix-run/react/dist/server.js");
    expect(readFileSync(file, "utf8")).toContain("serverRoutesOf");
  });
});
