// The resume analysis without a model: a job's requirements are what a person brings (skills, experience,
// education, certifications), never its pay, benefits, employment type, schedule or place; a relevant resume meets
// the requirements it meets, each with the passage it rests on. Fixtures: tests/fixtures/jobs and .../resumes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isJobTerms, jobRequirements, matchRequirements } from "./resume-match";

const fixture = (path: string) => readFileSync(new URL(`../tests/fixtures/${path}`, import.meta.url), "utf8");
const job = (name: string) => fixture(`jobs/${name}.txt`);
const resume = (name: string) => fixture(`resumes/${name}.txt`);

/** Words of the terms of a job: none may appear in a requirement drawn from the fixtures. */
const TERMS_WORDS =
  /\$|per hour|per year|insurance plan|health insurance|paid time off|401|full-time|monday|8 hour|in person|on-site|portland|pay:|industry|department/i;

describe("jobRequirements", () => {
  it("reads an Indeed-style post: requirements, experience, education and licence; no pay, benefits, type, schedule or place", () => {
    expect(jobRequirements(job("front-desk-coordinator"))).toEqual([
      { text: "2+ years of front desk or reception experience in a medical or dental office", kind: "experience" },
      { text: "Scheduling patient appointments and managing a busy calendar", kind: "skill" },
      { text: "Verifying dental insurance and processing claims", kind: "skill" },
      { text: "Proficiency with Dentrix or similar practice management software", kind: "skill" },
      { text: "Excellent customer service and phone etiquette", kind: "skill" },
      { text: "Handling payments and cash at the front desk", kind: "skill" },
      { text: "Front desk: 1 year", kind: "experience" },
      { text: "High school or equivalent", kind: "education" },
      { text: "CPR Certification", kind: "certification" },
    ]);
  });

  it("reads the generator's format: what is looked for, never the role's facts (employment, pay, place)", () => {
    const requirements = jobRequirements(job("front-desk-generated"));
    expect(requirements.map((r) => r.text)).toEqual([
      "Experience greeting patients and scheduling appointments",
      "Bilingual in English and Spanish",
      "Comfortable with practice management software",
    ]);
  });

  it("takes the duties for the experience wanted when a job lists no requirements", () => {
    expect(jobRequirements(job("dental-assistant"))).toEqual([
      { text: "Prepare treatment rooms and sterilize instruments", kind: "experience" },
      { text: "Assist dentists chair-side", kind: "experience" },
      { text: "Put patients at ease", kind: "experience" },
    ]);
  });

  it("never counts a term of the job as a requirement, whatever heading it stands under", () => {
    for (const name of ["front-desk-coordinator", "front-desk-generated", "dental-assistant"]) {
      for (const r of jobRequirements(job(name))) expect(r.text).not.toMatch(TERMS_WORDS);
    }
    const mixed = [
      "Requirements",
      "- Customer service",
      "- Pay: $18 per hour",
      "- $40,000 - $45,000 a year",
      "- Dental insurance",
      "- Full-time, Monday to Friday",
      "- Weekend shifts",
      "- Work location: on-site in Leeds",
      "- A driving licence",
    ].join("\n");
    expect(jobRequirements(mixed).map((r) => r.text)).toEqual(["Customer service", "A driving licence"]);
    // A schedule or insurance word beside a clear ask stays a requirement.
    expect(isJobTerms("Experience of working night shifts in a care home")).toBe(false);
    expect(isJobTerms("Verifying dental insurance and processing claims")).toBe(false);
    expect(isJobTerms("Paid time off")).toBe(true);
    expect(isJobTerms("Salary: competitive")).toBe(true);
  });

  it("takes the lines under a requirements heading, leaving out the company and the benefits", () => {
    const text =
      "About us\n- Great team\n\nWhat you bring:\n* Customer service\n1. A driving licence\n\nBenefits\n- Gym";
    expect(jobRequirements(text).map((r) => r.text)).toEqual(["Customer service", "A driving licence"]);
  });

  it("splits a skills line into its skills; falls back to bullets, then to sentences", () => {
    expect(jobRequirements("Skills: Excel, Word, scheduling and Spanish").map((r) => r.text)).toEqual([
      "Excel",
      "Word",
      "scheduling",
      "Spanish",
    ]);
    expect(jobRequirements("- Customer service\n- Cash handling").map((r) => r.text)).toEqual([
      "Customer service",
      "Cash handling",
    ]);
    expect(jobRequirements("You speak fluent French. You enjoy early mornings!").map((r) => r.text)).toEqual([
      "You speak fluent French",
      "You enjoy early mornings!",
    ]);
    expect(jobRequirements("")).toEqual([]);
  });
});

describe("matchRequirements", () => {
  it("a strong, relevant resume meets the requirements it meets, each with the resume passage behind it", () => {
    const text = resume("front-desk-strong");
    const matches = matchRequirements(jobRequirements(job("front-desk-coordinator")), text);
    expect(matches.map((m) => m.status)).toEqual(Array(9).fill("met"));
    for (const m of matches) {
      // Every piece of evidence is the resume's own words.
      for (const passage of m.evidence!.split(" … ")) expect(text).toContain(passage);
    }
    const byRequirement = Object.fromEntries(matches.map((m) => [m.requirement, m.evidence]));
    expect(byRequirement["Verifying dental insurance and processing claims"]).toBe(
      "Verified insurance eligibility and submitted dental insurance claims; followed up on denied claims.",
    );
    expect(byRequirement["High school or equivalent"]).toBe("High School Diploma, Lincoln High School, 2018");
    expect(byRequirement["CPR Certification"]).toBe("CPR and BLS certified (American Heart Association), 2023");
  });

  it("meets the generator's requirements and the duties of a job with none listed", () => {
    const generated = matchRequirements(jobRequirements(job("front-desk-generated")), resume("front-desk-strong"));
    expect(generated.map((m) => m.status)).toEqual(["met", "met", "partly"]);
    const dental = matchRequirements(jobRequirements(job("dental-assistant")), resume("dental-nurse"));
    expect(dental).toEqual([
      {
        requirement: "Prepare treatment rooms and sterilize instruments",
        status: "met",
        evidence: "Prepared treatment rooms and sterilised instruments every day.",
      },
      {
        requirement: "Assist dentists chair-side",
        status: "met",
        evidence: "Assisted dentists chair-side during fillings, extractions and hygiene visits.",
      },
      {
        requirement: "Put patients at ease",
        status: "met",
        evidence: "Put nervous patients at ease before and during treatment.",
      },
    ]);
  });

  it("an unrelated resume meets none of them", () => {
    const matches = matchRequirements(jobRequirements(job("front-desk-coordinator")), resume("warehouse-picker"));
    expect(matches.filter((m) => m.status !== "not_found")).toEqual([]);
    expect(matches.every((m) => m.evidence === null)).toBe(true);
  });

  it("quotes the passage with most of a requirement's words: met, partly or not found", () => {
    const text = "Managed a team of five baristas\nFirst aid certificate\nSpanish";
    expect(
      matchRequirements(["Experience managing a team", "Fluent Spanish and French", "Forklift licence"], text),
    ).toEqual([
      { requirement: "Experience managing a team", status: "met", evidence: "Managed a team of five baristas" },
      { requirement: "Fluent Spanish and French", status: "partly", evidence: "Spanish" },
      { requirement: "Forklift licence", status: "not_found", evidence: null },
    ]);
  });

  it("either alternative of an 'or' will do; an education is met by its level or a higher one", () => {
    expect(matchRequirements(["Spanish or French"], "Languages: French (fluent)")[0].status).toBe("met");
    expect(
      matchRequirements([{ text: "High school diploma or equivalent", kind: "education" }], "BSc Nursing, 2015")[0],
    ).toEqual({ requirement: "High school diploma or equivalent", status: "met", evidence: "BSc Nursing, 2015" });
    expect(
      matchRequirements([{ text: "Master's degree", kind: "education" }], "High School Diploma, 2018")[0].status,
    ).not.toBe("met");
  });
});
