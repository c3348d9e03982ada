import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { pageI18n } from "~/i18n/i18n.server";
import { translator } from "~/i18n/useT";
import type { FunnelJson } from "../../api/funnels/contract";
import { renderPage } from "../../tests/support/render-page";
import { FunnelPage } from "./FunnelPage";

// The funnel's server-rendered markup: what a phone shows before (and without) scripts.

// In English, as the page's loader gives it to a browser that asks for English.
const english = pageI18n("en", ["funnels"]);
const t = translator(english);
const render = (element: ReactNode) => renderPage(element, { pathname: "/funnels/x", data: { i18n: english } });

const funnel = (overrides: Partial<FunnelJson> = {}): FunnelJson => ({
  slug: "7d0c4a1e-1111-4a4a-8888-222233334444",
  open: true,
  campaign: { name: "Spring", channel: "social", ends_on: null },
  company: { name: "Harbor Dental", logo: null, default_language: "en" },
  job: {
    uuid: "j-1",
    title: "Dental Assistant",
    summary: "Chairside support for a friendly team.",
    open: true,
    leads_to_assessment: true,
    role: "Dental Assistant",
  },
  role_name: null,
  assessment_link: "token123",
  instant_interview: false,
  ...overrides,
});

describe("FunnelPage", () => {
  it("without a job or role, the heading and introduction are the brand's", async () => {
    const html = await render(
      <FunnelPage funnel={funnel({ job: null })} assessmentHref="/survey/register?link=token123" applyHref={null} />,
    );
    // The brand's own words (brands/<brand>/messages): "Join Harbor Dental" / "Your behavioral profile at …".
    const heading = t("funnels.brand.publicHeading", { company: "Harbor Dental" });
    expect(heading).toContain("Harbor Dental");
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toContain(t("funnels.brand.publicIntro"));
    expect(html).not.toContain("Apply for this job");
  });

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

  it("offering both ways in, it says how they differ: an application for the job, or the assessment alone", async () => {
    const html = await render(
      <FunnelPage
        funnel={funnel({ role_name: "Dental Assistant" })}
        assessmentHref="/survey/register?link=token123&campaign=x"
        applyHref="/careers/j-1/apply"
      />,
    );
    expect(html).toContain("Two ways to take part");
    expect(html).toContain(
      "Send Harbor Dental your application for this job, then take the assessment. Choose this to be considered for the job.",
    );
    expect(html).toContain(
      "Only the questionnaire, about 15 minutes, without an application. Harbor Dental sees your results for the role of Dental Assistant.",
    );
    // Each button is described by its own sentence.
    expect(html).toMatch(
      /href="\/careers\/j-1\/apply"[^>]*aria-describedby="funnel-apply-text"|aria-describedby="funnel-apply-text"[^>]*href="\/careers\/j-1\/apply"/,
    );
  });

  it("a job whose application does not go on into the assessment says only what applying sends", async () => {
    const job = { ...funnel().job!, leads_to_assessment: false };
    const html = await render(
      <FunnelPage funnel={funnel({ job })} assessmentHref="/survey/register?link=t" applyHref="/careers/j-1/apply" />,
    );
    expect(html).toContain(
      "Send Harbor Dental your application for this job. Choose this to be considered for the job.",
    );
  });

  it("with one way in, it needs no explanation", async () => {
    const html = await render(
      <FunnelPage funnel={funnel()} assessmentHref="/survey/register?link=token123" applyHref={null} />,
    );
    expect(html).toContain("Start the assessment");
    expect(html).not.toContain("Two ways to take part");
  });

  it("a closed funnel says so kindly and offers no way on", async () => {
    const html = await render(
      <FunnelPage funnel={funnel({ open: false, assessment_link: null })} assessmentHref={null} applyHref={null} />,
    );
    // In the brand's words: "This campaign is not open" / "This invitation is not open".
    expect(html).toContain(t("funnels.brand.closedTitle"));
    expect(html).toContain(t("funnels.brand.closedText", { company: "Harbor Dental" }));
    expect(html).not.toContain("Start the assessment");
    expect(html).not.toContain("/survey/register");
  });

  it("in the visitor's language: the product's words and the brand's own, the company's words as written", async () => {
    const spanish = pageI18n("es", ["funnels"]);
    const es = translator(spanish);
    const html = await renderPage(
      <FunnelPage funnel={funnel({ job: null })} assessmentHref="/survey/register?link=token123" applyHref={null} />,
      { pathname: "/funnels/x", data: { i18n: spanish } },
    );
    expect(html).toContain(`>${es("funnels.brand.publicHeading", { company: "Harbor Dental" })}</h1>`);
    expect(html).toContain(es("funnels.brand.publicIntro"));
    expect(html).toContain("Comenzar la evaluación");
    expect(html).not.toContain("Start the assessment");
  });
});
