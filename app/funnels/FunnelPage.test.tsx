import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { FunnelJson } from "../../api/funnels/contract";
import { renderPage } from "../../tests/support/render-page";
import { FunnelPage } from "./FunnelPage";

// The funnel's server-rendered markup: what a phone shows before (and without) scripts.

const render = (element: ReactNode) => renderPage(element, { pathname: "/funnels/x" });

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
