// The application on the candidate's page and its resume analysis: the company sees the job, the
// answers and the resume of its candidate; another company's user gets 404 on every operation; a PDF and a DOCX
// resume are read, structured and matched to the job's requirements (by the labelled default, or through a
// configured model that never sees contact details); bad files answer a clear 4xx; feedback is stored.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, companies, surveyResults } from "../../../server/db/schema/index";
import { startChatCompletions, type ChatCompletionsServer } from "../../support/chat-completions";
import {
  call,
  OWNER,
  publishedJob,
  putUpload,
  reachable,
  startJobsApi,
  unique,
  type JobsApiContext,
} from "../jobs/support";
import { docxResume, pdfResume } from "./resume-fixtures";

const FOREIGN = "owner@summit-fitness.test";
const DESCRIPTION = [
  "Join our friendly clinic.",
  "",
  "Requirements:",
  "- Experience as a dental nurse",
  "- Infection control",
  "- Forklift licence",
  // Terms of the job, even under the requirements heading, are never requirements the resume could fail.
  "- Pay: $18–22 per hour",
  "- Full-time, Monday to Friday",
  "",
  "We offer:",
  "- Free parking",
  "- Dental insurance",
].join("\n");

let ctx: JobsApiContext;
beforeAll(async () => {
  ctx = await startJobsApi();
});
afterAll(() => ctx?.close());

const TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
} as const;

/** Applies to a fresh published job with `resume` (or none) and answers the application's id and candidate. */
async function apply(
  context: JobsApiContext,
  resume: { bytes: Buffer; name: string; type: keyof typeof TYPES } | null,
  jobExtra: Record<string, unknown> = {},
) {
  const { job, template } = await publishedJob(context, { description: DESCRIPTION, ...jobExtra });
  let resumeFields = {};
  if (resume) {
    const upload = await call(context, "/job-application-responses/resume/upload-presigned-url", {
      method: "POST",
      json: { job_uuid: job.uuid, file_name: resume.name, content_type: TYPES[resume.type], size: resume.bytes.length },
      expect: 201,
    });
    expect((await putUpload(context, upload.data, resume.bytes)).status).toBe(200);
    resumeFields = { resume_file_key: upload.data.file_key, resume_file_name: resume.name };
  }
  const q = (label: string) => template.questions.find((x: { label: string }) => x.label === label)!.id;
  const applied = await call(context, `/jobs/public/${job.uuid}/apply`, {
    method: "POST",
    json: {
      first: "Casey",
      last: "Candidate",
      email: `${unique("casey")}@example.test`,
      consent: true,
      answers: {
        [q("Current job title")]: "Dental Nurse",
        [q("Shift")]: "Evenings",
        [q("Do you hold a driving licence?")]: true,
      },
      ...resumeFields,
    },
    expect: 201,
  });
  const [{ id: candidate }] = await context.database.db
    .select({ id: surveyResults.id })
    .from(surveyResults)
    .where(eq(surveyResults.uuid, applied.data.survey_result_uuid));
  const list = await call(context, `/candidates/applications?survey_result_id=${candidate}`, { as: OWNER });
  return { job, template, surveyResultId: candidate, application: list.data[0] };
}

describe("the application on the candidate's page", () => {
  it("shows the company the job, the template's questions with the answers, and the resume", async () => {
    const { job, template, surveyResultId, application } = await apply(ctx, {
      bytes: await pdfResume(),
      name: "Casey Resume.pdf",
      type: "pdf",
    });
    expect(application).toMatchObject({
      job: { id: job.id, uuid: job.uuid, title: job.title },
      status: "submitted",
      resume: { file_name: "Casey Resume.pdf", kind: "pdf" },
    });
    expect(application.questions.map((q: { label: string }) => q.label)).toEqual(
      template.questions.map((q: { label: string }) => q.label),
    );
    const shift = template.questions.find((q: { label: string }) => q.label === "Shift").id;
    expect(application.answers[shift]).toBe("Evenings");

    // The resume through a short-lived link: the same bytes.
    const link = await call(ctx, `/candidates/applications/${application.id}/resume-url`, { as: OWNER });
    expect(link.data.file_name).toBe("Casey Resume.pdf");
    const download = await fetch(reachable(ctx, link.data.url));
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // Its text, to read in the page.
    const text = await call(ctx, `/candidates/applications/${application.id}/resume-text`, { as: OWNER });
    expect(text.data.file_name).toBe("Casey Resume.pdf");
    expect(text.data.text).toContain("Dental Nurse at Bright Smiles Clinic, 2019 - Present");

    // Bad input is a 400 with the field's path.
    const bad = await ctx.api.fetch(`/candidates/applications?survey_result_id=0`, { as: OWNER });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0]).toMatchObject({ path: "survey_result_id" });
    expect(surveyResultId).toBeGreaterThan(0);
  });

  it("says there is no resume when the applicant sent none (and nothing to analyse)", async () => {
    const { application } = await apply(ctx, null);
    expect(application.resume).toBeNull();
    const missing = await ctx.api.fetch(`/candidates/applications/${application.id}/resume-url`, { as: OWNER });
    expect(missing.status).toBe(404);
    const analyse = await ctx.api.fetch("/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
    });
    expect(analyse.status).toBe(422);
    expect((await analyse.json()).message).toBe("This application has no resume");
  });

  it("answers 404 to another company's user on every operation, and 400 with field paths to bad input", async () => {
    const { surveyResultId, application } = await apply(ctx, {
      bytes: await pdfResume(),
      name: "cv.pdf",
      type: "pdf",
    });
    const analysed = await call(ctx, "/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
      expect: 201,
    });
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      [`/candidates/applications?survey_result_id=${surveyResultId}`, {}],
      [`/candidates/applications/${application.id}/resume-url`, {}],
      [`/candidates/applications/${application.id}/resume-text`, {}],
      [`/candidates/resume-analysis?application_id=${application.id}`, {}],
      ["/candidates/analyze-resume", { method: "POST", json: { application_id: application.id } }],
      [
        "/candidates/resume-analysis/feedback",
        { method: "POST", json: { resume_analysis_id: analysed.data.id, rating: "down" } },
      ],
    ];
    for (const [path, init] of attempts) {
      const res = await ctx.api.fetch(path, { as: FOREIGN, ...init });
      expect(res.status, path).toBe(404);
    }
    const bad = await ctx.api.fetch("/candidates/resume-analysis/feedback", {
      as: OWNER,
      method: "POST",
      json: { resume_analysis_id: "x", rating: "meh", extra: 1 },
    });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["resume_analysis_id", "rating"]));
  });
});

describe("resume analysis", () => {
  it("structures a PDF resume and matches it to the job's requirements with evidence (labelled default)", async () => {
    const { application } = await apply(ctx, { bytes: await pdfResume(), name: "cv.pdf", type: "pdf" });
    expect(
      (await call(ctx, `/candidates/resume-analysis?application_id=${application.id}`, { as: OWNER })).data,
    ).toBeNull();
    const { data } = await call(ctx, "/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
      expect: 201,
    });
    expect(data).toMatchObject({ source: "default", label: "Generated without AI", outdated: false, feedback: null });
    expect(data.profile.experience).toEqual([
      { employer: "Bright Smiles Clinic", title: "Dental Nurse", start: "2019", end: "Present" },
      { employer: "City Health", title: "Receptionist", start: "2016", end: "2019" },
    ]);
    expect(data.profile.skills).toEqual(["Infection control", "Patient care", "Radiography", "Spanish"]);
    expect(data.profile.education).toEqual([
      { institution: "Riverside College", qualification: "Diploma in Dental Nursing", year: "2016" },
    ]);
    // The requirements come from the description's list (not its pay, type, schedule or benefits), each with its
    // verdict and passage.
    expect(data.matches).toEqual([
      {
        requirement: "Experience as a dental nurse",
        status: "met",
        evidence: "Dental Nurse at Bright Smiles Clinic, 2019 - Present",
      },
      { requirement: "Infection control", status: "met", evidence: expect.stringContaining("Infection control") },
      { requirement: "Forklift licence", status: "not_found", evidence: null },
    ]);
    // Stored: reading it again answers the same analysis; the audit trail has it, without personal data.
    const stored = await call(ctx, `/candidates/resume-analysis?application_id=${application.id}`, { as: OWNER });
    expect(stored.data).toEqual(data);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "resume_analysis.create"))
      .orderBy(auditEvents.id)
      .limit(1);
    expect(audit.summary).not.toMatch(/Casey|Bright Smiles/);
  });

  it("reads a DOCX resume the same way", async () => {
    const { application } = await apply(ctx, { bytes: await docxResume(), name: "cv.docx", type: "docx" });
    expect(application.resume).toEqual({ file_name: "cv.docx", kind: "docx" });
    const { data } = await call(ctx, "/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
      expect: 201,
    });
    expect(data.profile.experience.map((e: { employer: string }) => e.employer)).toEqual([
      "Bright Smiles Clinic",
      "City Health",
    ]);
    expect(data.matches.map((m: { status: string }) => m.status)).toEqual(["met", "met", "not_found"]);
  });

  it("refuses bad files with a clear 4xx: not a PDF or DOCX, password-protected, empty, damaged", async () => {
    const cases = [
      {
        bytes: Buffer.from("Plain text is not analysed."),
        name: "cv.txt",
        type: "txt",
        status: 415,
        message: /PDF or Word/,
      },
      {
        bytes: await pdfResume(undefined, { userPassword: "secret" }),
        name: "cv.pdf",
        type: "pdf",
        status: 422,
        message: /password-protected/,
      },
      { bytes: await pdfResume([" "]), name: "cv.pdf", type: "pdf", status: 422, message: /No text could be read/ },
      {
        bytes: Buffer.from("%PDF-1.4\n% broken\n%%EOF\n"),
        name: "cv.pdf",
        type: "pdf",
        status: 422,
        message: /damaged/,
      },
    ] as const;
    for (const c of cases) {
      const { application } = await apply(ctx, { bytes: Buffer.from(c.bytes), name: c.name, type: c.type });
      const res = await ctx.api.fetch("/candidates/analyze-resume", {
        as: OWNER,
        method: "POST",
        json: { application_id: application.id },
      });
      expect(res.status, c.name).toBe(c.status);
      const body = await res.json();
      expect(body.message).toMatch(c.message);
      expect(body.errors[0]).toMatchObject({ path: "resume" });
      // Reading its text in the page refuses it the same way.
      const text = await ctx.api.fetch(`/candidates/applications/${application.id}/resume-text`, { as: OWNER });
      expect(text.status, c.name).toBe(c.status);
    }
  });

  it("stores a thumbs down with its comment, and a second answer replaces the first", async () => {
    const { application } = await apply(ctx, { bytes: await pdfResume(), name: "cv.pdf", type: "pdf" });
    const { data: analysis } = await call(ctx, "/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
      expect: 201,
    });
    const first = await call(ctx, "/candidates/resume-analysis/feedback", {
      as: OWNER,
      method: "POST",
      json: { resume_analysis_id: analysis.id, rating: "up" },
    });
    expect(first.data).toMatchObject({ rating: "up", comment: null });
    await call(ctx, "/candidates/resume-analysis/feedback", {
      as: OWNER,
      method: "POST",
      json: { resume_analysis_id: analysis.id, rating: "down", comment: "Missed the radiography course" },
    });
    const stored = await call(ctx, `/candidates/resume-analysis?application_id=${application.id}`, { as: OWNER });
    expect(stored.data.feedback).toMatchObject({ rating: "down", comment: "Missed the radiography course" });
  });
});

describe("resume analysis through a configured model", () => {
  let llm: ChatCompletionsServer;
  let withModel: JobsApiContext;
  beforeAll(async () => {
    llm = await startChatCompletions({
      answer: () =>
        JSON.stringify({
          profile: {
            experience: [{ employer: "Bright Smiles Clinic", title: "Dental Nurse", start: "2019", end: null }],
            skills: ["Infection control"],
            education: [],
          },
          matches: [{ requirement: "Infection control", status: "met", evidence: "Infection control" }],
        }),
    });
    withModel = await startJobsApi(llm.env);
    await withModel.database.db.update(companies).set({ aiEnabled: true });
  });
  afterAll(async () => {
    await withModel?.close();
    await llm?.close();
  });

  it("asks the model without the resume's contact details, and stores its answer unlabelled", async () => {
    const { application } = await apply(withModel, { bytes: await pdfResume(), name: "cv.pdf", type: "pdf" });
    const { data } = await call(withModel, "/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
      expect: 201,
    });
    expect(data).toMatchObject({ source: "ai", label: null, model: "test-model" });
    expect(data.matches[0]).toMatchObject({ requirement: "Infection control", status: "met" });
    const sent = JSON.stringify(llm.requests.at(-1)!.messages);
    expect(sent).toContain("Bright Smiles Clinic");
    expect(sent).toContain("Forklift licence");
    expect(sent).not.toContain("casey@example.test");
    expect(sent).not.toContain("555 0100");
  });

  it("answers a clear 502 when the model keeps failing", async () => {
    const { application } = await apply(withModel, { bytes: await pdfResume(), name: "cv.pdf", type: "pdf" });
    llm.failNext(10);
    const res = await withModel.api.fetch("/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
    });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/AI service did not answer/);
    llm.failNext(0);
  });
});
