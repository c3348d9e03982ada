// The readable personal-data export: every section under its heading, the person's data in words (each statement
// beside its answer, each application question beside its answer), a plain line where a section is empty, and the
// brand's name. Run once per brand: BRAND=coaching npx vitest run api/data-rights.
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import brand from "~brand";
import { EXPORT_SECTIONS, EXPORT_TITLE, renderExportPdf } from "./export-pdf";
import { applicationAnswer, type ReadableExport } from "./readable";

async function textOf(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const day = new Date("2026-03-12T10:00:00Z");

function sample(): ReadableExport {
  return {
    name: "Zoë O'Brien",
    email: "zoe@example.test",
    company: "Harbor Dental",
    exportedAt: day,
    profiles: [
      {
        submittedAt: day,
        normGroup: "adults in general (Johnson 2014)",
        howSure: "Your answers look considered.",
        domains: [
          { name: "Stress response", percentile: 40, low: 30, high: 52, howYouWork: "You tend to stay steady." },
        ],
      },
    ],
    answers: [
      {
        startedAt: day,
        items: [
          { statement: "Worry about things.", answer: "Moderately accurate" },
          { statement: "Make friends easily.", answer: "Very accurate" },
        ],
      },
    ],
    applications: [
      {
        job: "Front desk lead",
        date: day,
        status: "Sent",
        answers: [{ question: "Can you work early shifts?", answer: "Yes" }],
      },
    ],
    messages: [
      {
        date: day,
        channel: "E-mail",
        subject: "Your interview",
        text: "See you on Tuesday.",
        status: "sent",
      },
    ],
    notes: [{ date: day, kind: "Note", text: "Calm on the phone.", removed: false }],
    consents: [{ date: day, text: "You agreed to the terms and the privacy notice when you registered." }],
    requests: [{ date: day, kind: "correction", status: "open", text: "My phone number is wrong", due: day }],
  };
}

describe("the readable personal-data export", () => {
  test("has every section, in the brand, with the person's data in words", { timeout: 30_000 }, async () => {
    const text = await textOf(await renderExportPdf(sample()));
    expect(text).toContain(EXPORT_TITLE);
    expect(text).toContain("Zoë O'Brien");
    expect(text).toContain(brand.name);
    let at = -1;
    for (const section of Object.values(EXPORT_SECTIONS)) {
      const next = text.indexOf(section);
      expect(next, section).toBeGreaterThan(at);
      at = next;
    }
    expect(text).toMatch(/Stress response: percentile 40 \(likely range 30.52\)/);
    expect(text).toContain("You tend to stay steady.");
    expect(text).toMatch(/Worry about things\.\s*Moderately accurate/);
    expect(text).toMatch(/Can you work early shifts\?\s*Yes/);
    expect(text).toContain("See you on Tuesday.");
    expect(text).toContain("Calm on the phone.");
    expect(text).toContain("My phone number is wrong");
    expect(text).toContain("Answer due by Mar 12, 2026");
  });

  test("says so plainly where a section is empty", { timeout: 30_000 }, async () => {
    const empty: ReadableExport = {
      ...sample(),
      profiles: [],
      answers: [],
      applications: [],
      messages: [],
      notes: [],
      consents: [],
      requests: [],
    };
    const text = await textOf(await renderExportPdf(empty));
    for (const section of Object.values(EXPORT_SECTIONS)) expect(text).toContain(section);
    expect(text).toContain("there are no scores");
    expect(text).toContain("Nobody has written notes about you.");
    expect(text).toContain("You have not made any requests about your data.");
  });

  test("application answers read as words", () => {
    expect(applicationAnswer(true)).toBe("Yes");
    expect(applicationAnswer(false)).toBe("No");
    expect(applicationAnswer(["Mornings", "Weekends"])).toBe("Mornings, Weekends");
    expect(applicationAnswer({ file_key: "k", file_name: "cv.pdf" })).toBe("File: cv.pdf");
    expect(applicationAnswer(null)).toBe("(no answer)");
  });
});
