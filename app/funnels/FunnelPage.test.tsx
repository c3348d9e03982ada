import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/ui/theme";
import type { FunnelJson } from "../../api/funnels/contract";
import { FunnelPage } from "./FunnelPage";

// The funnel's server-rendered markup: what a phone shows before (and without) scripts.

async function render(element: ReactNode) {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request("http://localhost/funnels/x"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </MantineProvider>,
  );
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

const funnel = (overrides: Partial<FunnelJson> = {}): FunnelJson => ({
  slug: "7d0c4a1e-1111-4a4a-8888-222233334444",
  open: true,
  campaign: { name: "Spring", channel: "social", ends_on: null },
  company: { name: "Harbor Dental", logo: null },
  job: { uuid: "j-1", title: "Dental Assistant", summary: "Chairside support for a friendly team.", open: true },
  role_name: null,
  assessment_link: "token123",
  instant_interview: false,
  ...overrides,
});

describe("FunnelPage", () => {
  it("an open funnel shows the company, the job's title and summary, and the ways on", async () => {
    const html = await render(
      <FunnelPage
        funnel={funnel()}
        assessmentHref="/survey/register?link=token123&campaign=x"
        applyHref="/careers/j-1/apply"
      />,
    );
    expect(html).toContain("Harbor Dental");
    expect(html).toMatch(/<h1[^>]*>Dental Assistant<\/h1>/);
    expect(html).toContain("Chairside support for a friendly team.");
    expect(html).toContain("Start the assessment");
    expect(html).toContain('href="/careers/j-1/apply"');
  });

  it("a closed funnel says so kindly and offers no way on", async () => {
    const html = await render(
      <FunnelPage funnel={funnel({ open: false, assessment_link: null })} assessmentHref={null} applyHref={null} />,
    );
    expect(html).toContain("This campaign is not open");
    expect(html).not.toContain("Start the assessment");
    expect(html).not.toContain("/survey/register");
  });
});
