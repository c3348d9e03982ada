// The template generator's job texts read as written for people: one introduction, no "X works in y." line, and a
// description generated again from its own output does not repeat itself.
import { describe, expect, test } from "vitest";
import type { JobTextInput } from "./port";
import { describeJob, withArticle, writeAd } from "./templates";

/** The demo's Harbor Dental job (api/db/seed-jobs.ts), with its seeded description. */
const dentalAssistant: JobTextInput = {
  title: "Dental Assistant",
  companyName: "Harbor Dental",
  industry: "Healthcare",
  location: "Portland",
  department: "Clinical",
  employmentType: "full_time",
  workplace: "on_site",
  salary: "21–26 USD an hour",
  description:
    "Harbor Dental is looking for a Dental Assistant to join the clinical team in Portland.\n\nWhat you will do\n- Prepare treatment rooms and sterilise instruments\n- Assist dentists chair-side\n- Put patients at ease\n\nHow to apply\nApply online with your details and resume.",
  notes: null,
};

/** Every sentence and bullet of a text, for counting repeats. */
const sentences = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^- /, "").trim())
    .filter(Boolean);
const repeated = (text: string) => sentences(text).filter((s, i, all) => all.indexOf(s) !== i);
/** The sentences that introduce the job (name the company and the title; not the ad's "title — company" line). */
const introductions = (text: string) =>
  sentences(text).filter((s) => s.includes("Harbor Dental") && s.includes("Dental Assistant") && /[.!?]$/.test(s));

describe("a generated job description", () => {
  test("introduces the job once and keeps the current description's duties, without its headings", () => {
    const text = describeJob(dentalAssistant);
    expect(introductions(text)).toHaveLength(1);
    expect(repeated(text)).toEqual([]);
    expect(text).toContain(
      "What you will do\n- Prepare treatment rooms and sterilise instruments\n- Assist dentists chair-side\n- Put patients at ease",
    );
    expect(text).not.toMatch(/^- (What you will do|How to apply)$/m);
    expect(text.match(/^How to apply$/gm)).toHaveLength(1);
  });

  test("names the industry as a fact of the role, not as a sentence of its own", () => {
    const text = describeJob(dentalAssistant);
    expect(text).not.toContain("works in");
    expect(text).toContain("- Industry: Healthcare");
  });

  test("generated again from its own output, reads the same (nothing piles up)", () => {
    const once = describeJob(dentalAssistant);
    const twice = describeJob({ ...dentalAssistant, description: once });
    expect(twice).toBe(once);
    const withNotes = { ...dentalAssistant, notes: "Certified in radiography. Calm with nervous patients." };
    const first = describeJob(withNotes);
    expect(describeJob({ ...withNotes, description: first })).toBe(first);
    // Without notes, what the description already asks for stays.
    expect(describeJob({ ...dentalAssistant, description: first })).toContain(
      "What we are looking for\n- Certified in radiography.\n- Calm with nervous patients.",
    );
  });

  test("keeps a free-text description's sentences, leaving out only the framing", () => {
    const text = describeJob({
      ...dentalAssistant,
      description:
        "Harbor Dental is hiring a Dental Assistant. Keep the schedule running. Harbor Dental works in healthcare.",
    });
    expect(introductions(text)).toHaveLength(1);
    expect(text).toContain("What you will do\n- Keep the schedule running.");
    expect(text).not.toContain("works in");
  });
});

describe("a generated job-board ad", () => {
  test("introduces the job once and lists the duties", () => {
    const ad = writeAd(dentalAssistant, "job_board");
    expect(introductions(ad)).toHaveLength(1);
    expect(repeated(ad)).toEqual([]);
    expect(ad).toContain("- Assist dentists chair-side");
  });
});

describe("withArticle", () => {
  test("puts a or an by how the title sounds", () => {
    expect(withArticle("Dental Assistant")).toBe("a Dental Assistant");
    expect(withArticle("Office Manager")).toBe("an Office Manager");
    expect(withArticle("Assistant Manager")).toBe("an Assistant Manager");
    expect(withArticle("University Liaison")).toBe("a University Liaison");
    expect(withArticle("Hourly Cleaner")).toBe("an Hourly Cleaner");
    expect(withArticle("Host")).toBe("a Host");
  });
});
