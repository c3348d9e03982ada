// The hiring summary draws on the resume and the written answers, not only the assessment: what the AI prompt is
// given and what the default without AI writes. Neither holds contact details, the last name, the person's sex or
// age, nor an answer to a question about a protected characteristic (ARCHITECTURE "Responsible assessment").
import { describe, expect, test } from "vitest";
import texts from "../../brands/hb/report-texts";
import { ITEMS } from "../../domain/assessment/items";
import { reportTexts } from "../../domain/assessment/report-texts";
import { scoreAssessment } from "../../domain/assessment/scoring";
import { renderPrompt } from "../ai/prompts";
import { defaultAnalysis, defaultBackground, defaultQuestions } from "./default-analysis";
import {
  recordSources,
  reportPassage,
  resumePassages,
  writtenAnswerPassages,
  type CandidateEvidence,
  type Passage,
} from "./evidence";
import { variables } from "./generate-analysis";

const LAST = "Okafor";
const EMAIL = "robin.okafor@example.org";

function robin(withResumeAndAnswers = true): CandidateEvidence {
  const answers = Object.fromEntries(ITEMS.map((item, i) => [item.id, ((i * 3) % 5) + 1]));
  const scores = scoreAssessment(answers, { sex: "female", age: 34 });
  const report = reportTexts(texts, scores, "Robin");
  const passages: Passage[] = [];
  for (const domain of report) {
    passages.push(reportPassage(domain, domain.measures));
    for (const facet of domain.facets) passages.push(reportPassage(facet, domain.title));
  }
  if (withResumeAndAnswers) {
    const questions = [
      {
        id: "title",
        type: "short_text",
        label: "What is your current job title?",
        help: null,
        required: true,
        options: [],
      },
      { id: "why", type: "long_text", label: "Why would you like this job?", help: null, required: true, options: [] },
      { id: "dob", type: "short_text", label: "What is your date of birth?", help: null, required: false, options: [] },
      {
        id: "gender",
        type: "single_choice",
        label: "Gender",
        help: null,
        required: false,
        options: ["Female", "Male"],
      },
      { id: "cv", type: "file", label: "Cover letter", help: null, required: false, options: [] },
    ];
    passages.push(
      ...writtenAnswerPassages(
        [
          {
            id: 4,
            title: "Dental Nurse",
            questions,
            answers: {
              title: "Dental nurse",
              why: `I love calming nervous patients. Reach me at ${EMAIL} or +1 555 123 4567. Robin ${LAST}`,
              dob: "1990-04-02",
              gender: "Female",
              cv: { file_key: "files/cover.pdf", file_name: "cover.pdf" },
            },
          },
        ],
        {
          questions: [
            {
              key: "custom:1",
              kind: "custom",
              scale: null,
              text: "Tell us about a time you helped a worried patient.",
              listenFor: null,
            },
            { key: "custom:2", kind: "custom", scale: null, text: "How old are you?", listenFor: null },
          ],
          answers: {
            "custom:1": "At Bright Smiles I calmed an anxious patient before treatment by explaining each step.",
            "custom:2": "I am 34.",
          },
        } as never,
        LAST,
      ),
      ...resumePassages(
        "9",
        {
          experience: [
            { title: "Dental Nurse", employer: "Bright Smiles Clinic", start: "2019", end: null },
            { title: "Receptionist", employer: "Harbor Dental", start: "2016", end: "2019" },
          ],
          skills: ["Radiography", "Sterilization"],
          education: [{ qualification: "Certificate in Dental Nursing", institution: "City College", year: "2018" }],
        },
        [
          {
            requirement: "Prepare treatment rooms and sterilize instruments",
            status: "met",
            evidence: `Prepared treatment rooms daily (contact: ${EMAIL}).`,
          },
        ],
        LAST,
      ),
    );
  }
  return {
    surveyResultId: 1,
    companyId: 1,
    firstName: "Robin",
    role: "Dental nurse",
    jobTitle: withResumeAndAnswers ? "Dental Nurse" : null,
    submitted: true,
    scores,
    report,
    fit: null,
    benchmarkReason: "no benchmark for Dental nurse",
    passages,
  };
}

describe("the hiring summary's prompt", () => {
  const evidence = robin();
  const sent = renderPrompt("candidate-analysis", variables(evidence, defaultQuestions(evidence)))
    .map((m) => m.content)
    .join("\n");

  test("holds the resume's passages and the written answers, the application's and the instant interview's", () => {
    expect(sent).toContain("Resume: experience: Dental Nurse at Bright Smiles Clinic (2019–now)");
    expect(sent).toContain("Resume: skills: Radiography, Sterilization");
    expect(sent).toContain("Certificate in Dental Nursing at City College (2018)");
    expect(sent).toContain("Resume: Prepare treatment rooms and sterilize instruments: Prepared treatment rooms daily");
    expect(sent).toContain("Answer: Why would you like this job?: I love calming nervous patients.");
    expect(sent).toContain("Answer: What is your current job title?: Dental nurse");
    expect(sent).toContain("At Bright Smiles I calmed an anxious patient before treatment");
    // The report is still there.
    expect(sent).toContain("Report (trait: what it usually looks like at work)");
  });

  test("holds no contact detail, last name, sex, age or answer about a protected characteristic", () => {
    // The data (the user message); the instructions name age and gender only to forbid guessing at them.
    const data = renderPrompt("candidate-analysis", variables(evidence, defaultQuestions(evidence)))[1].content;
    expect(data).not.toMatch(/date of birth|1990|Gender|\bfemale\b|How old|I am 34|\b34\b/i);
    expect(sent).not.toContain(EMAIL);
    expect(sent).not.toMatch(/555|123 4567/);
    expect(sent).not.toContain(LAST);
    expect(sent).not.toContain("cover.pdf");
    expect(sent).toContain("[e-mail removed]");
  });

  test("says plainly when there is no resume and no written answer", () => {
    const bare = robin(false);
    const vars = variables(bare, defaultQuestions(bare));
    expect(vars).toMatchObject({
      resume: "(no resume)",
      answers: "(no application answers)",
      interview_answers: "(no instant-interview answers)",
    });
  });
});

describe("the hiring summary without AI", () => {
  test("adds what the resume and the written answers say, in the candidate's own words", () => {
    const background = defaultBackground(robin());
    expect(background).toEqual([
      "Experience on the resume: Dental Nurse at Bright Smiles Clinic (2019–now); Receptionist at Harbor Dental (2016–2019).",
      "Skills on the resume: Radiography, Sterilization.",
      "Education on the resume: Certificate in Dental Nursing at City College (2018).",
      "The resume speaks to the job's requirements: Prepare treatment rooms and sterilize instruments.",
      "Asked “What is your current job title?” (application): “Dental nurse”",
      "Asked “Why would you like this job?” (application): “I love calming nervous patients. Reach me at [e-mail removed] or [phone removed]. Robin [name removed]”",
      "Asked “Tell us about a time you helped a worried patient.” (instant interview): “At Bright Smiles I calmed an anxious patient before treatment by explaining each step.”",
    ]);
    expect(defaultAnalysis(robin()).background).toEqual(background);
    expect(defaultAnalysis(robin(false)).background).toEqual([]);
  });

  test("names what it was written from", () => {
    expect(recordSources(robin().passages)).toEqual([
      "the assessment report",
      "the resume",
      "2 application answers",
      "1 instant-interview answer",
    ]);
    expect(recordSources(robin(false).passages)).toEqual(["the assessment report"]);
  });
});
