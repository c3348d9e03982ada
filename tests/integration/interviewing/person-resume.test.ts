// A resume attached to a person outside any job application (spec §7 POST /survey-results/{id}/upload-presigned-url/
// resume): staff with the hiring pipeline permission get an upload URL (the same presigned uploads as applications'
// resumes), upload, and name the key; the person's page and an application without its own resume then use it, and
// its analysis reads it. Another company's id is not found, a user without the permission is refused, bad input 400.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, surveyResults } from "../../../server/db/schema/index";
import { call, OWNER, PDF, publishedJob, putUpload, startJobsApi, unique, type JobsApiContext } from "../jobs/support";
import { pdfResume } from "./resume-fixtures";

const FOREIGN = "owner@summit-fitness.test";
const NO_PIPELINE = "user@harbor-dental.test";
const PDF_TYPE = "application/pdf";

let ctx: JobsApiContext;
beforeAll(async () => {
  ctx = await startJobsApi();
});
afterAll(() => ctx?.close());

/** A Harbor Dental person who applied to a job without a resume: their result's id and the application's. */
async function applicantWithoutResume() {
  const { job, template } = await publishedJob(ctx, {
    description: "Requirements:\n- Experience as a dental nurse\n- Infection control",
  });
  const q = (label: string) => template.questions.find((x: { label: string }) => x.label === label)!.id;
  const applied = await call(ctx, `/jobs/public/${job.uuid}/apply`, {
    method: "POST",
    json: {
      first: "Robin",
      last: "Resume",
      email: `${unique("robin")}@example.test`,
      consent: true,
      answers: {
        [q("Current job title")]: "Dental Nurse",
        [q("Shift")]: "Evenings",
        [q("Do you hold a driving licence?")]: true,
      },
    },
    expect: 201,
  });
  const [{ id }] = await ctx.database.db
    .select({ id: surveyResults.id })
    .from(surveyResults)
    .where(eq(surveyResults.uuid, applied.data.survey_result_uuid));
  const list = await call(ctx, `/candidates/applications?survey_result_id=${id}`, { as: OWNER });
  return { surveyResultId: id as number, application: list.data[0] };
}

const uploadUrl = (id: number) => `/survey-results/${id}/upload-presigned-url/resume`;

/** Asks for an upload URL as `as`, uploads `bytes`, and answers the file key. */
async function upload(id: number, bytes: Buffer, name = "Robin CV.pdf", as = OWNER) {
  const res = await call(ctx, uploadUrl(id), {
    as,
    method: "POST",
    json: { file_name: name, content_type: PDF_TYPE, size: bytes.length },
    expect: 201,
  });
  expect((await putUpload(ctx, res.data, bytes)).status).toBe(200);
  return res.data.file_key as string;
}

describe("a person's resume outside a job application", () => {
  it("the owner attaches one: the person's page shows it, and it downloads", async () => {
    const { surveyResultId } = await applicantWithoutResume();
    const before = await call(ctx, `/survey-results/${surveyResultId}`, { as: OWNER });
    expect(before.data.resume).toBeNull();

    const key = await upload(surveyResultId, PDF);
    const attached = await call(ctx, `/survey-results/${surveyResultId}/resume`, {
      as: OWNER,
      method: "PUT",
      json: { file_key: key, file_name: "Robin CV.pdf" },
    });
    expect(attached.data.resume).toMatchObject({ file_name: "Robin CV.pdf" });
    const after = await call(ctx, `/survey-results/${surveyResultId}`, { as: OWNER });
    expect(after.data.resume).toEqual(attached.data.resume);

    const link = await call(ctx, `/survey-results/${surveyResultId}/resume-url`, { as: OWNER });
    expect(link.data.file_name).toBe("Robin CV.pdf");
    const downloaded = await fetch(link.data.url.replace("http://app.example.test/api/v2", ctx.api.url));
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(PDF);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "survey_result.resume_attach"), eq(auditEvents.subjectId, surveyResultId)));
    expect(audit).toHaveLength(1);
  });

  it("an application without its own resume shows the person's, and its analysis reads it", async () => {
    const { surveyResultId, application } = await applicantWithoutResume();
    expect(application.resume).toBeNull();
    const key = await upload(surveyResultId, await pdfResume(), "Robin Resume.pdf");
    await call(ctx, `/survey-results/${surveyResultId}/resume`, {
      as: OWNER,
      method: "PUT",
      json: { file_key: key, file_name: "Robin Resume.pdf" },
    });
    const list = await call(ctx, `/candidates/applications?survey_result_id=${surveyResultId}`, { as: OWNER });
    expect(list.data[0].resume).toEqual({ file_name: "Robin Resume.pdf", kind: "pdf" });
    const analysed = await call(ctx, "/candidates/analyze-resume", {
      as: OWNER,
      method: "POST",
      json: { application_id: application.id },
      expect: 201,
    });
    expect(analysed.data.matches.length).toBeGreaterThan(0);
  });

  it("another company's person is not found (404), for every step", async () => {
    const { surveyResultId } = await applicantWithoutResume();
    const key = await upload(surveyResultId, PDF);
    const asking = await ctx.api.fetch(uploadUrl(surveyResultId), {
      as: FOREIGN,
      method: "POST",
      json: { file_name: "x.pdf", content_type: PDF_TYPE, size: PDF.length },
    });
    expect(asking.status).toBe(404);
    const attaching = await ctx.api.fetch(`/survey-results/${surveyResultId}/resume`, {
      as: FOREIGN,
      method: "PUT",
      json: { file_key: key, file_name: "x.pdf" },
    });
    expect(attaching.status).toBe(404);
    expect((await ctx.api.fetch(`/survey-results/${surveyResultId}/resume-url`, { as: FOREIGN })).status).toBe(404);
    const [row] = await ctx.database.db.select().from(surveyResults).where(eq(surveyResults.id, surveyResultId));
    expect(row.resumeKey).toBeNull();
  });

  it("a user without the hiring pipeline permission is refused (403)", async () => {
    const { surveyResultId } = await applicantWithoutResume();
    const asking = await ctx.api.fetch(uploadUrl(surveyResultId), {
      as: NO_PIPELINE,
      method: "POST",
      json: { file_name: "x.pdf", content_type: PDF_TYPE, size: PDF.length },
    });
    expect(asking.status).toBe(403);
    const key = await upload(surveyResultId, PDF);
    const attaching = await ctx.api.fetch(`/survey-results/${surveyResultId}/resume`, {
      as: NO_PIPELINE,
      method: "PUT",
      json: { file_key: key, file_name: "x.pdf" },
    });
    expect(attaching.status).toBe(403);
  });

  it("bad input answers 400 (or 422 for a key that is not this person's upload), and nothing is attached", async () => {
    const { surveyResultId } = await applicantWithoutResume();
    const other = await applicantWithoutResume();
    const bad: [unknown, string][] = [
      [{ file_name: "x.exe", content_type: "application/x-msdownload", size: 10 }, "content_type"],
      [{ file_name: "x.pdf", content_type: PDF_TYPE, size: 6 * 1024 * 1024 }, "size"],
      [{ file_name: "x.pdf", content_type: PDF_TYPE, size: 0 }, "size"],
      [{ file_name: "", content_type: PDF_TYPE, size: 10 }, "file_name"],
      [{ content_type: PDF_TYPE, size: 10 }, "file_name"],
      [{ file_name: "x.pdf", content_type: PDF_TYPE, size: "ten" }, "size"],
    ];
    for (const [json, path] of bad) {
      const res = await ctx.api.fetch(uploadUrl(surveyResultId), { as: OWNER, method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).errors[0].path, JSON.stringify(json)).toBe(path);
    }
    expect((await ctx.api.fetch(uploadUrl(2147483648), { as: OWNER, method: "POST", json: bad[0][0] })).status).toBe(
      400,
    );

    const attach = (json: unknown) =>
      ctx.api.fetch(`/survey-results/${surveyResultId}/resume`, { as: OWNER, method: "PUT", json });
    expect((await attach({ file_name: "x.pdf" })).status).toBe(400);
    expect((await attach({ file_key: "k", file_name: "x.pdf", extra: 1 })).status).toBe(400);
    // Another person's upload, a made-up key of this person, and a key with no file behind it.
    const othersKey = await upload(other.surveyResultId, PDF);
    const asked = await call(ctx, uploadUrl(surveyResultId), {
      as: OWNER,
      method: "POST",
      json: { file_name: "never.pdf", content_type: PDF_TYPE, size: PDF.length },
      expect: 201,
    });
    for (const file_key of [othersKey, "../../etc/passwd", asked.data.file_key]) {
      const res = await attach({ file_key, file_name: "x.pdf" });
      expect(res.status, file_key).toBe(422);
      expect((await res.json()).errors[0].path).toBe("file_key");
    }
    const [row] = await ctx.database.db.select().from(surveyResults).where(eq(surveyResults.id, surveyResultId));
    expect(row.resumeKey).toBeNull();
  });
});
