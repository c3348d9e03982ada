// What a person-evaluating prompt may carry of a resume or an answer: fixtures as candidates write them.
import { describe, expect, it } from "vitest";
import { redactPersonalDetails, REDACTED } from "./redaction";

const RESUME = `Anna-Maria Kowalski
anna.kowalski@example.com | Pronouns: she/her
Date of birth: 14 March 1986
Photo: headshot-anna.jpg

Experience
Dental assistant, Harbor Dental, 2019 - 2023. She kept the schedule for four chairs.

Education
B.Sc. Biology, State University, 2009
Lincoln High School, Class of 2004`;

describe("redactPersonalDetails", () => {
  const out = redactPersonalDetails(RESUME, { names: ["Anna-Maria", "Kowalski"] });

  it("replaces the person's names, whole and in parts, wherever they stand", () => {
    expect(out).not.toMatch(/Anna|Kowalski/i);
    expect(out.split("\n")[0]).toBe(`${REDACTED.name} ${REDACTED.name}`);
    expect(redactPersonalDetails("Ravi Patel led the team; Patel's shifts", { names: ["Ravi Patel"] })).toBe(
      "[name] led the team; [name]'s shifts",
    );
  });

  it("replaces a name in capitals, but leaves the same word in lower case alone", () => {
    expect(
      redactPersonalDetails("WILL YOUNG\nI will train young staff. Will Young", { names: ["Will", "Young"] }),
    ).toBe("[name] [name]\nI will train young staff. [name] [name]");
  });

  it("leaves words that merely contain a name alone", () => {
    expect(redactPersonalDetails("Annabel and Lee", { names: ["Ann"] })).toBe("Annabel and Lee");
  });

  it("removes e-mail addresses", () => {
    expect(out).not.toContain("@");
    expect(out).toContain(REDACTED.email);
  });

  it("turns he and she into the singular they, and drops declared pronouns and honorifics", async () => {
    expect(out).not.toMatch(/\b(she|her|pronouns)\b/i);
    expect(out).toContain("They kept the schedule for four chairs.");
    expect(redactPersonalDetails("He said his manager, Mrs. Lee, praised him and gave her a raise for herself.")).toBe(
      "They said their manager, Lee, praised them and gave them a raise for themself.",
    );
    expect(redactPersonalDetails("I miss the Friday rota")).toBe("I miss the Friday rota");
    // Each declared pronoun goes whole ("her", not "he" and a stray "r"), and the line break after it stays.
    expect(redactPersonalDetails("a@b.co | Pronouns: she/her\nSkills")).toBe("[e-mail] | \nSkills");
    expect(redactPersonalDetails("Her team knew the idea was hers.")).toBe("Their team knew the idea was theirs.");
    expect(redactPersonalDetails("Jo Park (pronouns: they/them) leads the desk", { names: ["Jo Park"] })).toBe(
      "[name] () leads the desk",
    );
  });

  it("agrees the verb with the singular they, so 'she is' and 'they are' read the same", () => {
    expect(redactPersonalDetails("She is calm and he has led teams; she wasn't late.")).toBe(
      "They are calm and they have led teams; they weren't late.",
    );
    expect(redactPersonalDetails("she is here")).toBe(redactPersonalDetails("they are here"));
  });

  it("leaves no sign of gender: the same text under he and she redacts to the same words", () => {
    const about = (p: string, o: string, s: string) =>
      `${p} led a team of five; the clinic promoted ${o} after ${s} first year.`;
    expect(redactPersonalDetails(about("He", "him", "his"))).toBe(redactPersonalDetails(about("She", "her", "her")));
    expect(redactPersonalDetails(about("He", "him", "his"))).toBe(
      redactPersonalDetails(about("They", "them", "their")),
    );
  });

  it("removes birth dates in the usual spellings, and a stated age", () => {
    expect(out).not.toContain("1986");
    expect(out).toContain(REDACTED.birthDate);
    for (const line of [
      "DOB: 1986-03-14",
      "D.O.B. 14/03/1986",
      "Birthdate March 14, 1986",
      "born on 3 March 1986",
      "Born in 1986",
      "Age: 38",
      "38 years old",
    ]) {
      expect(redactPersonalDetails(line), line).not.toMatch(/1986|38/);
    }
  });

  it("removes graduation years but keeps the dates of work experience", () => {
    expect(out).not.toMatch(/2009|2004/);
    expect(out).toContain("Class of [year]".toLowerCase());
    expect(out).toContain("2019 - 2023");
    expect(redactPersonalDetails("Graduated in May 2011 with honors")).not.toContain("2011");
    expect(redactPersonalDetails("Class of '09, varsity captain")).not.toContain("'09");
    expect(redactPersonalDetails("MBA, 2015")).not.toContain("2015");
  });

  it("removes photos: image files, embedded images and photo lines", () => {
    expect(out).not.toMatch(/headshot|\.jpg/);
    expect(redactPersonalDetails("![me](https://cdn.example.com/me.png) Nurse")).toBe(`${REDACTED.photo} Nurse`);
    expect(redactPersonalDetails("see data:image/png;base64,iVBORw0KGgo= end")).toBe(`see ${REDACTED.photo} end`);
  });

  it("keeps the evidence: skills, employers and duties are untouched", () => {
    expect(out).toContain("Dental assistant, Harbor Dental, 2019 - 2023.");
    expect(out).toContain("the schedule for four chairs");
    expect(out).toContain("Biology, State University");
  });
});
