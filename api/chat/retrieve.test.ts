// The default chat's retrieval: it quotes only passages that answer the question (a manager's everyday words find the
// trait they mean; a question the record cannot answer gets a plain "no answer", not the nearest unrelated text), and
// a candidate's contact details never survive into a passage. The report passages are the hiring brand's real texts.
import { describe, expect, it } from "vitest";
import texts from "../../brands/hb/report-texts";
import { ITEMS } from "../../domain/assessment/items";
import { reportTexts } from "../../domain/assessment/report-texts";
import { scoreAssessment } from "../../domain/assessment/scoring";
import { maskContact, reportPassage, type CandidateEvidence, type Passage } from "../candidate-analysis/evidence";
import { quotedAnswer } from "./send-message";
import { answering, retrieve, stem } from "./retrieve";

const passage = (label: string, quote: string, keywords = ""): Passage => ({
  kind: "report",
  ref: label,
  label,
  quote,
  keywords,
});

const passages = [
  passage("Report: Stress response", "Kai stays level-headed when plans change.", "Stress response"),
  passage(
    "Report: Orderliness",
    "Kai keeps the workspace tidy and follows checklists.",
    "Orderliness Conscientiousness",
  ),
  passage("Report: Friendliness", "Kai warms to new people quickly.", "Friendliness Extraversion"),
  passage("Answer: Why would you like this job?", "I love calming nervous patients.", "application"),
];
const kai = { ignore: ["Kai"] };

describe("retrieve", () => {
  it("finds the trait a question means in everyday words", () => {
    expect(retrieve(passages, "How does Kai handle stress?", 1, kai)[0].label).toBe("Report: Stress response");
    expect(retrieve(passages, "Is Kai organised?", 1, kai)[0].label).toBe("Report: Orderliness");
    expect(retrieve(passages, "Does Kai get on with customers?", 1, kai)[0].label).toBe("Report: Friendliness");
  });

  it("finds an application answer by its words", () => {
    expect(retrieve(passages, "Why would Kai like this job?", 1, kai)[0].label).toBe(
      "Answer: Why would you like this job?",
    );
  });

  it("answers nothing for a question with no matching words, or only filler words", () => {
    expect(retrieve(passages, "xylophone quartz", 3)).toEqual([]);
    expect(retrieve(passages, "what about the", 3)).toEqual([]);
    expect(retrieve(passages, "Tell me about Kai", 3, kai)).toEqual([]);
  });

  it("quotes nothing that holds only a minor part of the question", () => {
    // "stress" is in the record, "forklift" and "certificate" are not: most of the question is unanswered.
    const found = answering(passages, "Does Kai have a forklift certificate for stress?", 3, kai);
    expect(found.passages).toEqual([]);
    expect(found.unmatched).toEqual(["forklift", "certificate"]);
  });

  it("meets a word's forms and both spellings", () => {
    expect(stem("smiles")).toBe(stem("Smile"));
    expect(stem("organised")).toBe(stem("organize"));
    expect(stem("licence")).toBe(stem("license"));
    expect(stem("calmed")).toBe(stem("calm"));
    expect(stem("planning")).toBe(stem("plan"));
    expect(stem("behaviour")).toBe(stem("behavior"));
  });
});

/** Robin's record as loadEvidence builds it: the hiring brand's report texts, the resume and the written answers. */
function robin(): CandidateEvidence {
  // Answers varied by item, so the report mixes low, average and high levels.
  const answers = Object.fromEntries(ITEMS.map((item, i) => [item.id, ((i * 7) % 5) + 1]));
  const scores = scoreAssessment(answers, { sex: "female", age: 34 });
  const report = reportTexts(texts, scores, "Robin");
  const list: Passage[] = [];
  for (const domain of report) {
    list.push(reportPassage(domain, domain.measures));
    for (const facet of domain.facets) list.push(reportPassage(facet, domain.title));
  }
  const other = (kind: Passage["kind"], ref: string, label: string, quote: string, keywords: string): Passage => ({
    kind,
    ref,
    label,
    quote,
    keywords,
  });
  list.push(
    other(
      "resume",
      "9:experience",
      "Resume: experience",
      "Dental Nurse at Bright Smiles Clinic (2019–now); Receptionist at Harbor Dental (2016–2019)",
      "resume experience work history previous jobs employer",
    ),
    other(
      "resume",
      "9:skills",
      "Resume: skills",
      "Radiography, Sterilization, Patient records",
      "resume skills abilities",
    ),
    other(
      "resume",
      "9:match:0",
      "Resume: Prepare treatment rooms and sterilize instruments",
      "Prepared treatment rooms and sterilized instruments every day.",
      "Prepare treatment rooms and sterilize instruments resume experience",
    ),
    other(
      "application_answer",
      "4:title",
      "Answer: What is your current job title?",
      "Dental nurse",
      "What is your current job title? Dental Nurse application",
    ),
    other(
      "application_answer",
      "4:why",
      "Answer: Why would you like this job?",
      "I love calming nervous patients and keeping the clinic running smoothly.",
      "Why would you like this job? Dental Nurse application",
    ),
    other(
      "interview_answer",
      "custom:1",
      "Instant interview: Tell us about a time you helped a worried patient.",
      "At Bright Smiles I calmed an anxious patient before treatment by explaining each step.",
      "Tell us about a time you helped a worried patient. interview",
    ),
  );
  return {
    surveyResultId: 1,
    companyId: 1,
    firstName: "Robin",
    role: "Dental nurse",
    jobTitle: "Dental Nurse",
    submitted: true,
    scores,
    report,
    fit: null,
    benchmarkReason: "no benchmark for Dental nurse",
    passages: list,
  };
}

describe("the chat's answer without AI", () => {
  const evidence = robin();

  it("quotes what Robin did at Bright Smiles, and nothing from the report", () => {
    const { text, citations } = quotedAnswer(evidence, "What did Robin do at Bright Smiles?");
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) {
      expect(c.quote).toMatch(/Bright Smiles/);
      expect(text).toContain(c.quote);
    }
    expect(citations.map((c) => c.kind)).not.toContain("report");
    expect(citations.map((c) => c.label)).toEqual(
      expect.arrayContaining([
        "Resume: experience",
        "Instant interview: Tell us about a time you helped a worried patient.",
      ]),
    );
  });

  it("says plainly that the record holds no answer about a driving licence, quoting nothing", () => {
    const { text, citations } = quotedAnswer(evidence, "Does she have a driving licence?");
    expect(citations).toEqual([]);
    expect(text).toContain("holds no answer to that question");
    expect(text).toContain("“driving” and “licence”");
    expect(text).toContain("the assessment report, the resume, 2 application answers and 1 instant-interview answer");
    expect(text).not.toContain("“Robin");
  });

  it("quotes the stress texts for a question about stress, and no other trait", () => {
    const { citations } = quotedAnswer(evidence, "How does Robin handle stress?");
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) expect(c.label).toMatch(/Stress|Worry|Strain|Calm/i);
  });

  it("quotes what the report says about people for a question about liking people, and no other trait", () => {
    const { citations } = quotedAnswer(evidence, "Does Robin like working with people?");
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) expect(c.label).toMatch(/Extraversion|Friendliness|Gregariousness/);
  });

  it("finds the resume's skills and the matched requirement", () => {
    const radiography = quotedAnswer(evidence, "Does Robin know radiography?").citations;
    expect(radiography.map((c) => c.label)).toEqual(["Resume: skills"]);
    const sterilize = quotedAnswer(evidence, "Has she sterilised instruments before?").citations;
    expect(sterilize[0].label).toBe("Resume: Prepare treatment rooms and sterilize instruments");
  });

  it("finds an application answer, not a trait, for why Robin wants the job", () => {
    const { citations } = quotedAnswer(evidence, "Why would Robin like this job?");
    expect(citations[0].label).toBe("Answer: Why would you like this job?");
    expect(citations.map((c) => c.kind)).not.toContain("report");
  });

  it("asks for something specific when the question names nothing to look up", () => {
    const { text, citations } = quotedAnswer(evidence, "Tell me about Robin.");
    expect(citations).toEqual([]);
    expect(text).toContain("That question names nothing to look up in Robin's record.");
  });

  it("does not take up questions about age, sex or health", () => {
    for (const question of ["How old is Robin?", "What is her gender?", "Is she pregnant?"]) {
      const { text, citations } = quotedAnswer(evidence, question);
      expect(citations).toEqual([]);
      expect(text).toContain("none of it should weigh in a hiring decision");
    }
  });
});

describe("maskContact", () => {
  it("removes e-mail addresses and phone numbers from a candidate's text", () => {
    expect(maskContact("Mail kai.lee@example.org or call +1 (555) 123-4567 today.")).toBe(
      "Mail [e-mail removed] or call [phone removed] today.",
    );
    expect(maskContact("Worked there 2019-2021 with 3 teams.")).toBe("Worked there 2019-2021 with 3 teams.");
    expect(maskContact("Best wishes, Kai Ödegaard (kai.odegaard@example.org)", "Ödegaard")).toBe(
      "Best wishes, Kai [name removed] ([e-mail removed])",
    );
  });
});
