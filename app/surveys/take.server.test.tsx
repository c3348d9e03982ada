// /survey/take with a link that names no assessment: the candidate gets the branded page saying the link is not
// valid and what to do, never the API's "Bad Request".
import { MantineProvider } from "@mantine/core";
import type { AppLoadContext } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import brand from "~brand";
import { loadTake } from "./take.server";
import { TakePage, type TakeData } from "./TakePage";

const context = {
  services: { env: { apiBaseUrl: "http://api.test/api/v2" }, logger: { warn: vi.fn() } },
} as unknown as AppLoadContext;

/** The Main API answering GET /surveys/:uuid with this status and body, as the real one does. */
const apiAnswers = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status })),
  );
afterEach(() => vi.unstubAllGlobals());

async function takePage(query: string, acceptLanguage = "en-US") {
  const result = (await loadTake({
    request: new Request(`http://app.test/survey/take${query}`, { headers: { "Accept-Language": acceptLanguage } }),
    context,
    params: {},
  })) as unknown as { data: TakeData; init: { status: number } };
  // In a data router, as in the app: the frame's language menu reads the page's `i18n` from the route's data.
  const handler = createStaticHandler([
    {
      id: "take",
      path: "/survey/take",
      loader: () => result.data,
      Component: () => <TakePage {...useLoaderData<TakeData>()} />,
    },
  ]);
  const routerContext = await handler.query(new Request("http://app.test/survey/take"));
  if (routerContext instanceof Response) throw new Error("the page should not redirect");
  const html = renderToStaticMarkup(
    <MantineProvider>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, routerContext)}
        context={routerContext}
        hydrate={false}
      />
    </MantineProvider>,
  );
  return { status: result.init.status, html };
}

describe("the take page for a link that does not name an assessment", () => {
  test.each([
    [
      "a mangled id (the API's 400)",
      "?id=bogus",
      400,
      { message: "Bad Request", errors: [{ path: "uuid", message: "must be a UUID" }] },
    ],
    ["an unknown id (the API's 404)", "?id=5b0c3a1e-7d1f-4c3e-9a55-0f3f2b8d9e10", 404, { message: "Not found" }],
  ])(
    "%s: says the link is not valid and to ask for a new one, in the survey frame",
    async (_what, query, status, body) => {
      apiAnswers(status, body);
      const page = await takePage(query);
      expect(page.status).toBe(404);
      expect(page.html).toContain("This link is not valid");
      expect(page.html).toContain("ask whoever sent it to you for a new one");
      expect(page.html).not.toContain("Bad Request");
      // The assessment's public frame: the brand's logo and support line, no navigation.
      expect(page.html).toContain(`aria-label="${brand.name}"`);
      expect(page.html).toContain(brand.wording.supportContact);
      expect(page.html).not.toContain("<nav");
    },
  );

  test("no id at all: the same page, answered 400", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const page = await takePage("");
    expect(page.status).toBe(400);
    expect(page.html).toContain("This link is not valid");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("an assessment the company closed keeps the API's explanation", async () => {
    const message =
      "This assessment has been closed by the company. Please contact them if you think this is a mistake.";
    apiAnswers(410, { message });
    const page = await takePage("?id=5b0c3a1e-7d1f-4c3e-9a55-0f3f2b8d9e10");
    expect(page.status).toBe(410);
    expect(page.html).toContain("This assessment is closed");
    expect(page.html).toContain(message);
  });

  test("a German browser reads it in German, on a page that says it is German", async () => {
    apiAnswers(404, { message: "Not found" });
    const page = await takePage("?id=5b0c3a1e-7d1f-4c3e-9a55-0f3f2b8d9e10", "de-DE,de;q=0.9");
    expect(page.status).toBe(404);
    expect(page.html).toContain("Dieser Link ist ungültig");
    expect(page.html).toContain("bitten Sie die Person, die ihn Ihnen geschickt hat, um einen neuen");
    expect(page.html).not.toContain("This link is not valid");
  });
});
