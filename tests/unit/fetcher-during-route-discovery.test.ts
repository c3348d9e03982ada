// @remix-run/router is patched (patches/, ADR 060) for two races of lazy route discovery, both
// met on the report when its page-view fetcher and a click on one of its tabs came close together (e2e, busy machine):
// - the fetcher's action ended while the navigation still waited for its route: "Didn't find any matches after
//   fetcher action" was thrown, and the fetcher stayed submitting for good;
// - the fetcher's revalidation ended in that wait: it ended the navigation with the old page's routes at the new
//   address (a blank page), and the route was never loaded.
import { createMemoryHistory, createRouter, type Router } from "@remix-run/router";
import { afterEach, expect, test } from "vitest";

/** Just enough of a window for the router to run as in a browser (on a server it refuses fetchers). */
const browserWindow = {
  document: { createElement: () => ({}) },
  addEventListener() {},
  removeEventListener() {},
} as unknown as Window;

let router: Router | undefined;
afterEach(() => router?.dispose());

/** A promise and the function that resolves it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("a fetcher's action that ends while a navigation waits for route discovery: both complete", async () => {
  const action = deferred<string>();
  const discovery = deferred();
  const benchmarksLoads: string[] = [];
  router = createRouter({
    window: browserWindow,
    history: createMemoryHistory({ initialEntries: ["/report"] }),
    routes: [
      {
        id: "root",
        path: "/",
        loader: () => "root",
        children: [{ id: "report", path: "report", loader: () => "report", action: () => action.promise }],
      },
    ],
    async patchRoutesOnNavigation({ path, patch }) {
      if (path !== "/report/benchmarks") return;
      await discovery.promise;
      patch("root", [
        {
          id: "benchmarks",
          path: "report/benchmarks",
          loader: () => {
            benchmarksLoads.push("loaded");
            return "benchmarks";
          },
        },
      ]);
    },
  }).initialize();
  await settled();
  expect(router.state.initialized).toBe(true);

  router.fetch("track", "report", "/report", { formMethod: "post", formData: new FormData() });
  await settled();
  void router.navigate("/report/benchmarks");
  await settled();
  expect(router.state.navigation.state).toBe("loading");

  // The action ends first; the navigation's route is still being discovered.
  action.resolve("tracked");
  await settled();
  expect(router.state.fetchers.get("track")).toMatchObject({ state: "idle", data: "tracked" });

  // Then the route arrives, and the navigation loads it (after the action, so its data already reflect it).
  discovery.resolve();
  await settled();
  await settled();
  expect(router.state.navigation.state).toBe("idle");
  expect(router.state.location.pathname).toBe("/report/benchmarks");
  expect(router.state.loaderData.benchmarks).toBe("benchmarks");
  expect(benchmarksLoads).toEqual(["loaded"]);
});

test("a fetcher's revalidation that ends while a later navigation waits for route discovery: the navigation completes", async () => {
  const discovery = deferred();
  const revalidation = deferred<string>();
  let rootLoads = 0;
  router = createRouter({
    window: browserWindow,
    history: createMemoryHistory({ initialEntries: ["/report"] }),
    routes: [
      {
        id: "root",
        path: "/",
        // The first load answers at once; the revalidation after the action waits.
        loader: () => (++rootLoads === 1 ? "root" : revalidation.promise),
        children: [{ id: "report", path: "report", loader: () => "report", action: () => "tracked" }],
      },
    ],
    async patchRoutesOnNavigation({ path, patch }) {
      if (path !== "/report/benchmarks") return;
      await discovery.promise;
      patch("root", [{ id: "benchmarks", path: "report/benchmarks", loader: () => "benchmarks" }]);
    },
  }).initialize();
  await settled();

  // The action ends while no navigation is in flight; its revalidation of the report's loaders begins.
  router.fetch("track", "report", "/report", { formMethod: "post", formData: new FormData() });
  await settled();
  expect(rootLoads).toBe(2);
  // Then a tab is clicked: the navigation waits for its route.
  void router.navigate("/report/benchmarks");
  await settled();
  expect(router.state.navigation.state).toBe("loading");

  // The revalidation ends first. It was for the report, not for where the navigation goes: it must not end the
  // navigation with the report's routes (unpatched, the page went blank at the tab's address).
  revalidation.resolve("root again");
  await settled();
  discovery.resolve();
  await settled();
  await settled();
  expect(router.state.navigation.state).toBe("idle");
  expect(router.state.location.pathname).toBe("/report/benchmarks");
  expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "benchmarks"]);
  expect(router.state.loaderData.benchmarks).toBe("benchmarks");
  expect(router.state.fetchers.get("track")).toMatchObject({ state: "idle", data: "tracked" });
});
