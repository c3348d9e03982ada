// The embedded default's reading of resumes: what a reader of the analysis sees when no model is configured (the
// job's requirements and the match: domain/resume-match.test.ts).
import { describe, expect, it } from "vitest";
import { withoutContactDetails } from "./analyze-resume";
import { parseResume } from "./parse-resume";

describe("parseResume", () => {
  it("reads experience in its usual forms, skills on the heading line, and education", () => {
    const profile = parseResume(
      [
        "Jordan Lee",
        "WORK EXPERIENCE",
        "Senior Barista | Blue Bottle | Mar 2020 – Present",
        "Shift Lead, Corner Café",
        "2017 - 2020",
        "Skills: Latte art; Cash handling • Scheduling",
        "Education",
        "BSc Hospitality Management, University of Leeds (2016)",
        "References available on request",
      ].join("\n"),
    );
    expect(profile.experience).toEqual([
      { title: "Senior Barista", employer: "Blue Bottle", start: "Mar 2020", end: "Present" },
      { title: "Shift Lead", employer: "Corner Café", start: "2017", end: "2020" },
    ]);
    expect(profile.skills).toEqual(["Latte art", "Cash handling", "Scheduling"]);
    expect(profile.education).toEqual([
      { qualification: "BSc Hospitality Management", institution: "University of Leeds", year: "2016" },
    ]);
  });

  it("finds nothing rather than guessing in a resume without headings", () => {
    expect(parseResume("I am a hard-working person who loves people.")).toEqual({
      experience: [],
      skills: [],
      education: [],
    });
  });
});

describe("withoutContactDetails", () => {
  it("removes e-mail addresses, phone numbers and links before a resume goes to a model", () => {
    expect(
      withoutContactDetails("jo@mail.example · +44 (0)20 7946 0958 · https://linkedin.com/in/jo · 2019 - 2021"),
    ).toBe("[e-mail] · [phone] · [link] · 2019 - 2021");
  });
});
