import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import brand from "~brand";
import { DomainBadges, ProfileLegend } from "./DomainBadges";
import { EmptyState } from "./EmptyState";

const render = (node: JSX.Element) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

describe("the empty state", () => {
  test("says no one has taken the assessment yet, in the brand's words, and offers the link to share", () => {
    const html = render(<EmptyState assessmentLink="https://app.example.test/survey/register?link=abc123" />);
    expect(html).toContain(`No ${brand.wording.candidates.toLowerCase()} yet`);
    expect(html).toContain(brand.wording.assessment);
    expect(html).toContain('value="https://app.example.test/survey/register?link=abc123"');
    expect(html).toContain('aria-label="Copy assessment link"');
  });
});

describe("the domain badges", () => {
  test("show the five percentiles with their bands, in S E O A C order (S for stress response)", () => {
    const band = (percentile: number) => ({ percentile, band: "35-65" as const });
    const html = render(<DomainBadges domains={{ N: band(5), E: band(95), O: band(50), A: band(20), C: band(85) }} />);
    expect([...html.matchAll(/data-band="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "9 or less",
      "91+",
      "35-65",
      "20-34",
      "81-90",
    ]);
    // Each domain is named once, with its score and band, in that order.
    expect([...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "Stress response 5, score band 9 or less",
      "Extraversion 95, score band 91+",
      "Openness to Experience 50, score band 35-65",
      "Agreeableness 20, score band 20-34",
      "Conscientiousness 85, score band 81-90",
    ]);
    expect([...html.matchAll(/data-letter="(\w)"/g)].map((m) => m[1])).toEqual(["S", "E", "O", "A", "C"]);
    // The badges inside say nothing of their own (no second reading of the band).
    expect(html).not.toContain("mantine-VisuallyHidden-root");
  });

  test("say an unfinished assessment is not finished", () => {
    expect(render(<DomainBadges domains={null} />)).toContain("Not finished");
  });
});

describe("the profile legend", () => {
  test("names each letter's domain and says what the numbers and colours are", () => {
    const html = render(<ProfileLegend />);
    for (const [letter, name] of [
      ["S", "Stress response"],
      ["E", "Extraversion"],
      ["O", "Openness to Experience"],
      ["A", "Agreeableness"],
      ["C", "Conscientiousness"],
    ]) {
      expect(html).toContain(`<b>${letter}</b> ${name}`);
    }
    expect(html).toContain("Each number is a percentile; its color is its score band.");
  });
});
