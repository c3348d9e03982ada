// Which pages each brand's build holds, read the way the build reads them: Remix's own flat-routes convention over
// app/routes with the ignored files vite.config.ts hands it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { describe, expect, it } from "vitest";
import remixConfig from "../remix.config.js";
import coaching from "./coaching/index";
import { FEATURE_ROUTE_FILES, leftOutRouteFiles } from "./feature-routes";
import hb from "./hb/index";
import type { BrandFeatures } from "./types";

const appDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app");
const alwaysIgnored = remixConfig.ignoredRouteFiles ?? [];

/** The route ids ("routes/_app.jobs.add") a build with these ignored files holds. */
function routeIds(ignored: string[]): Set<string> {
  return new Set(Object.keys(flatRoutes(appDirectory, [...alwaysIgnored, ...ignored])));
}

const every = routeIds([]);
/** The route ids of one feature: those its globs leave out when it alone is off (each read of app/routes once). */
const featureRoutes = new Map<keyof BrandFeatures, string[]>();
function routesOf(feature: keyof BrandFeatures): string[] {
  let ids = featureRoutes.get(feature);
  if (!ids) {
    const kept = routeIds((FEATURE_ROUTE_FILES[feature] ?? []).map((glob) => `routes/${glob}`));
    ids = [...every].filter((id) => !kept.has(id));
    featureRoutes.set(feature, ids);
  }
  return ids;
}

const jobsPages = [...every].filter((id) => /^routes\/(_app\.jobs\.|careers)/.test(id));
/** Pages of the coaching brand's own features, as far as they exist in app/routes today. */
const coachingPages = [...every].filter((id) =>
  /^routes\/(_app\.(coaching|compare|conflict)|_app\.survey-results_\.\$id_\.(growth|changes|answers|shares)|shared\.report)/.test(
    id,
  ),
);

describe.each([hb, coaching])("the $brand build", (brand) => {
  const kept = routeIds(leftOutRouteFiles(brand.features));
  const leftOut = [...every].filter((id) => !kept.has(id));

  it("leaves out the jobs pages exactly when the brand ships no jobs", () => {
    expect(jobsPages.length).toBeGreaterThan(5);
    for (const id of jobsPages) expect(kept.has(id), id).toBe(brand.features.jobs);
  });

  it("leaves out the pages of the coaching features exactly when the brand does not ship them", () => {
    for (const id of coachingPages) {
      const feature = (Object.keys(FEATURE_ROUTE_FILES) as (keyof BrandFeatures)[]).find((f) =>
        routesOf(f).includes(id),
      );
      expect(feature, `${id} belongs to a feature in FEATURE_ROUTE_FILES`).toBeDefined();
      expect(kept.has(id), id).toBe(brand.features[feature!]);
    }
  });

  it("leaves out only pages of features the brand does not ship", () => {
    for (const id of leftOut) {
      const owners = (Object.keys(FEATURE_ROUTE_FILES) as (keyof BrandFeatures)[]).filter((f) =>
        routesOf(f).includes(id),
      );
      expect(owners.length, `${id} has an owning feature`).toBeGreaterThan(0);
      for (const feature of owners) expect(brand.features[feature], `${id} (${feature})`).toBe(false);
    }
  });

  it("keeps every page both brands have", () => {
    for (const id of [
      "routes/$",
      "routes/_app",
      "routes/_app._index",
      "routes/_app.about",
      "routes/_app.candidates",
      "routes/_app.archived",
      "routes/_app.survey-results_.$id",
      "routes/_app.hiring-pipeline",
      "routes/survey.register",
      "routes/survey.thank-you",
    ]) {
      expect(kept.has(id), id).toBe(true);
    }
  });
});
