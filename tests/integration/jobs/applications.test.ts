// The public job board and applying: job list and details, resume upload through a presigned (local, signed,
// expiring) URL, the template's questions, the candidate created in the job's company, the way on into the
// assessment; application responses by candidate_reference (read, update, submit); the admin's list and files.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails, surveyResultNormInputs, surveyResults } from "../../../server/db/schema/index";
import {
  call,
  PDF,
  publishedJob,
  putUpload,
  reachable,
  startJobsApi,
  SUPER,
  unique,
  uploadResume,
  type JobsApiContext,
} from "./support";

let ctx: JobsApiContext;
beforeAll(async () => {
  ctx = await startJobsApi();
});
afterAll(() => ctx?.close());

interface Question {
  id: string;
  type: string;
  label: string;
}
const byLabel = (questions: Question[], label: string) => questions.find((q) => q.label === label)!.id;

/** Answers every required question of the support template. */
function answers(questions: Question[]) {
  return {
    [byLabel(questions, "Current job title")]: "Assistant",
    [byLabel(questions, "Shift")]: "evenings",
    [byLabel(questions, "Languages")]: ["Spanish", "English"],
    [byLabel(questions, "Do you hold a driving licence?")]: true,
  };
}

const person = () => ({
  first: "Casey",
  last: "Candidate",
  email: `${unique("casey")}@example.test`,
  phone: "+1 555 0100",
  consent: true,
});

describe("the public job board", () => {
  // A funnel (ADR 041) links to the careers form with its campaign; the application counts as its registration.
  it("counts an application made through a campaign's funnel as the campaign's registration", async () => {
    const { job, template } = await publishedJob(ctx);
    const created = await call(ctx, "/campaigns", {
      as: SUPER,
      method: "POST",
      json: { name: "Careers fair", company_id: job.company_id, job_id: job.id, channel: "job_board", status: "live" },
      expect: 201,
    });
    const apply = (campaign: Record<string, string>) =>
      call(ctx, `/jobs/public/${job.uuid}/apply`, {
        method: "POST",
        json: { ...person(), answers: answers(template.questions), ...campaign },
        expect: 201,
      });
    await apply({ campaign: created.data.slug, campaign_channel: "qr_code" });
    await apply({}); // straight to the careers form: not the campaign's
    const counted = await call(ctx, `/campaigns/${created.data.id}`, { as: SUPER });
    expect(counted.data.counts).toMatchObject({ registrations: 1 });
  });

  it("lists published jobs only (no drafts, archived or test jobs), without a token", async () => {
    const { job } = await publishedJob(ctx);
    const { job: test } = await publishedJob(ctx, { is_test: true });
    const draft = (
      await call(ctx, "/jobs", {
        as: SUPER,
        method: "POST",
        json: { title: "Draft", company_id: job.company_id },
        expect: 201,
      })
    ).data;
    const body = await call(ctx, "/jobs/public?limit=50");
    const uuids = body.data.map((j: { uuid: string }) => j.uuid);
    expect(uuids).toContain(job.uuid);
    expect(uuids).not.toContain(test.uuid);
    expect(uuids).not.toContain(draft.uuid);
    const listed = body.data.find((j: { uuid: string }) => j.uuid === job.uuid);
    expect(listed).toMatchObject({ title: job.title, company: { name: "Harbor Dental" }, location: job.location.name });
    // Internal ids and admin fields stay out of the public answer.
    expect(listed).not.toHaveProperty("id");
    expect(listed).not.toHaveProperty("company_id");
    expect(listed).not.toHaveProperty("created_by_user_id");
  });

  it("lists the companies with open, listed jobs (GET /companies/public), and filters the board by one", async () => {
    const { job } = await publishedJob(ctx);
    const body = await call(ctx, "/companies/public?search=harbor");
    const harbor = body.data.find((c: { name: string }) => c.name === "Harbor Dental");
    expect(harbor).toEqual({
      id: job.company_id,
      name: "Harbor Dental",
      open_jobs: expect.any(Number),
      default_language: "en",
    });
    expect(harbor.open_jobs).toBeGreaterThanOrEqual(1);
    expect(body.meta).toMatchObject({ total: body.data.length, page: 1, limit: 100 });

    // Its count is the number of open, listed jobs: a test job or a draft does not add to it.
    const before = harbor.open_jobs;
    await publishedJob(ctx, { is_test: true });
    await call(ctx, "/jobs", {
      as: SUPER,
      method: "POST",
      json: { title: "Draft", company_id: job.company_id },
      expect: 201,
    });
    const after = (await call(ctx, "/companies/public?search=harbor")).data.find(
      (c: { id: number }) => c.id === job.company_id,
    );
    expect(after.open_jobs).toBe(before);

    // A company with no open job is not public; the search is a literal text, not a pattern.
    const all = await call(ctx, "/companies/public");
    expect(all.data.map((c: { name: string }) => c.name)).not.toContain("Bayside Bakery");
    expect((await call(ctx, "/companies/public?search=%25")).data).toEqual([]);

    const filtered = await call(ctx, `/jobs/public?company_id=${job.company_id}&limit=50`);
    expect(new Set(filtered.data.map((j: { company: { name: string } }) => j.company.name))).toEqual(
      new Set(["Harbor Dental"]),
    );

    const bad = await ctx.api.fetch("/companies/public?limit=500&page=0");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      "limit",
      "page",
    ]);
  });

  it("shows a job's details with its questions; a draft or unknown job is not found", async () => {
    const { job, template } = await publishedJob(ctx);
    const details = await call(ctx, `/jobs/public/${job.uuid}/details`);
    expect(details.data).toMatchObject({
      uuid: job.uuid,
      title: job.title,
      accepting_applications: true,
      interview_after_application: true,
      questions: template.questions,
      // What the candidate's pages fall back to when their browser asks for no language we offer.
      company: { default_language: "en" },
    });
    const draft = (
      await call(ctx, "/jobs", {
        as: SUPER,
        method: "POST",
        json: { title: "Draft", company_id: job.company_id },
        expect: 201,
      })
    ).data;
    expect((await ctx.api.fetch(`/jobs/public/${draft.uuid}/details`)).status).toBe(404);
    expect((await ctx.api.fetch("/jobs/public/not-a-uuid/details")).status).toBe(400);

    await call(ctx, `/jobs/${job.id}`, { as: SUPER, method: "PUT", json: { status: "closed" } });
    const closed = await call(ctx, `/jobs/public/${job.uuid}/details`);
    expect(closed.data.accepting_applications).toBe(false);
  });
});

describe("applying", () => {
  it("uploads a resume through a presigned URL, creates the candidate in the job's company and leads into the assessment", async () => {
    const { job, template } = await publishedJob(ctx);
    const resumeKey = await uploadResume(ctx, job.uuid, "Casey Resume.pdf");
    expect(resumeKey).toMatch(new RegExp(`^jobs/${job.uuid}/applicants/[\\w-]+/Casey_Resume\\.pdf$`));
    const who = person();
    const body = await call(ctx, `/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: {
        ...who,
        answers: answers(template.questions),
        resume_file_key: resumeKey,
        resume_file_name: "Casey Resume.pdf",
        // The application's pages were in German: the assessment starts in German.
        language: "de",
      },
      expect: 201,
    });
    expect(body.data).toMatchObject({ status: "submitted", next: { kind: "assessment" } });
    expect(body.data.next.path).toBe(`/survey/take?id=${body.data.survey_result_uuid}`);

    // The candidate is an assessment of the job's company, for the job's role.
    const [candidate] = await ctx.database.db
      .select()
      .from(surveyResults)
      .where(eq(surveyResults.uuid, body.data.survey_result_uuid));
    expect(candidate).toMatchObject({
      companyId: job.company_id,
      roleName: job.role_name.name,
      first: "Casey",
      email: who.email,
      submittedAt: null,
      language: "de",
    });
    // The application asks no sex or age: nothing is stored, so the combined norms score it unless the person says.
    expect(
      await ctx.database.db
        .select()
        .from(surveyResultNormInputs)
        .where(eq(surveyResultNormInputs.surveyResultId, candidate.id)),
    ).toEqual([]);

    // The admin sees the application, its normalised answers and the resume.
    const list = await call(ctx, `/job-application-responses?job_id=${job.id}`, { as: SUPER });
    expect(list.meta.total).toBe(1);
    const [application] = list.data;
    expect(application).toMatchObject({
      candidate: { first: "Casey", last: "Candidate", email: who.email },
      status: "submitted",
      source: "apply",
      resume: { file_name: "Casey Resume.pdf" },
      survey_result_id: candidate.id,
      assessment: { status: "not_started" },
    });
    expect(application.answers[byLabel(template.questions, "Shift")]).toBe("Evenings");
    expect(application.answers[byLabel(template.questions, "Languages")]).toEqual(["English", "Spanish"]);
    expect((await call(ctx, `/jobs/${job.id}`, { as: SUPER })).data).toMatchObject({
      application_count: 1,
      submitted_count: 1,
    });

    // A short-lived download link serves the same bytes.
    const file = await call(ctx, `/job-application-responses/${application.id}/file-url?file=resume`, { as: SUPER });
    const download = await fetch(reachable(ctx, file.data.url));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("Casey%20Resume.pdf");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it("an applicant with an unfinished assessment at the company gets its link by e-mail, not in any answer", async () => {
    const { job, template } = await publishedJob(ctx);
    const who = person();
    const first = await call(ctx, `/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...who, answers: answers(template.questions) },
      expect: 201,
    });
    const uuid = first.data.survey_result_uuid as string;
    expect(first.data.next).toMatchObject({ kind: "assessment", path: `/survey/take?id=${uuid}` });

    // Someone applies for another job of the company with the same e-mail (any case) before that assessment ends.
    const { job: other, template: otherTemplate } = await publishedJob(ctx);
    const again = await call(ctx, `/jobs/public/${other.uuid}/apply`, {
      method: "POST",
      json: { ...who, email: who.email.toUpperCase(), answers: answers(otherTemplate.questions) },
      expect: 201,
    });
    const message =
      "You have already started this assessment. We have e-mailed you a link to continue where you left off.";
    expect(again.data).toMatchObject({ survey_result_uuid: null, next: { kind: "continue-by-email", message } });
    expect(JSON.stringify(again.data)).not.toContain(uuid);
    const byReference = await call(
      ctx,
      `/job-application-responses/candidate?candidate_reference=${again.data.candidate_reference}`,
    );
    expect(byReference.data.next).toEqual({ kind: "continue-by-email", message });
    expect(JSON.stringify(byReference.data)).not.toContain(uuid);

    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, "continue-assessment")));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/survey/take?id=${uuid}`);
  });

  it("without interview after application, applying is the last step", async () => {
    const { job, template } = await publishedJob(ctx, { interview_after_application: false });
    const body = await call(ctx, `/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...person(), answers: answers(template.questions) },
      expect: 201,
    });
    expect(body.data.next).toEqual({ kind: "done" });
  });

  it("checks the answers against the template's questions", async () => {
    const { job, template } = await publishedJob(ctx);
    const q = (label: string) => byLabel(template.questions, label);
    const res = await ctx.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: {
        ...person(),
        answers: {
          [q("Shift")]: "Nights",
          [q("Languages")]: ["Klingon"],
          [q("Do you hold a driving licence?")]: "yes",
          [q("Certificate")]: { file_key: "jobs/other/applicants/x/cert.pdf", file_name: "cert.pdf" },
          q_unknown1: "?",
        },
      },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([
      { path: "answers.q_unknown1", message: "is not a question of this application" },
      { path: `answers.${q("Current job title")}`, message: "is required" },
      { path: `answers.${q("Shift")}`, message: "must be one of: Mornings, Evenings" },
      { path: `answers.${q("Languages")}`, message: "must be a list of: English, Spanish, French" },
      { path: `answers.${q("Do you hold a driving licence?")}`, message: "must be yes (true) or no (false)" },
      { path: `answers.${q("Certificate")}`, message: "is not a file uploaded for this job" },
    ]);
    const noConsent = await ctx.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...person(), consent: false, email: "nope" },
    });
    expect(noConsent.status).toBe(400);
    expect((await noConsent.json()).errors.map((e: { path: string }) => e.path).sort()).toEqual(["consent", "email"]);
  });

  it("no longer takes sex or age: the comparison group is the assessment's business, not the application's", async () => {
    const { job, template } = await publishedJob(ctx);
    const res = await ctx.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...person(), sex: "female", age: 30, answers: answers(template.questions) },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify((await res.json()).errors)).toMatch(/sex/);
  });

  it("the assessment offers an applicant the optional norm group, once, before the first answer", async () => {
    const { job, template } = await publishedJob(ctx);
    const applied = await call(ctx, `/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...person(), answers: answers(template.questions) },
      expect: 201,
    });
    const uuid = applied.data.survey_result_uuid as string;
    expect((await call(ctx, `/surveys/${uuid}`)).ask_norm_group).toBe(true);

    const tooYoung = await ctx.api.fetch(`/surveys/${uuid}/norm-group`, { method: "PUT", json: { sex: "x", age: 12 } });
    expect(tooYoung.status).toBe(400);
    expect((await tooYoung.json()).errors.map((e: { path: string }) => e.path).sort()).toEqual(["age", "sex"]);

    const set = await call(ctx, `/surveys/${uuid}/norm-group`, { method: "PUT", json: { sex: "female", age: 34 } });
    expect(set).toMatchObject({ sex: "female", ask_norm_group: false });
    // Stored apart from the result (the norm inputs), never on it.
    const [row] = await ctx.database.db
      .select({ sex: surveyResultNormInputs.sex, age: surveyResultNormInputs.age })
      .from(surveyResultNormInputs)
      .innerJoin(surveyResults, eq(surveyResults.id, surveyResultNormInputs.surveyResultId))
      .where(eq(surveyResults.uuid, uuid));
    expect(row).toEqual({ sex: "female", age: 34 });

    const unknown = await ctx.api.fetch(`/surveys/00000000-0000-4000-8000-000000000000/norm-group`, {
      method: "PUT",
      json: { sex: "male" },
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses a resume that was never uploaded, and a second application with the same e-mail", async () => {
    const { job, template } = await publishedJob(ctx);
    const missing = await ctx.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: {
        ...person(),
        answers: answers(template.questions),
        resume_file_key: `jobs/${job.uuid}/applicants/abcdefgh/resume.pdf`,
        resume_file_name: "resume.pdf",
      },
    });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors[0]).toMatchObject({ path: "resume_file_key" });

    const who = person();
    await call(ctx, `/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...who, answers: answers(template.questions) },
      expect: 201,
    });
    const again = await ctx.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...who, email: who.email.toUpperCase(), answers: answers(template.questions) },
    });
    expect(again.status).toBe(409);
  });

  it("a closed job takes no applications and hands out no upload URLs", async () => {
    const { job, template } = await publishedJob(ctx);
    await call(ctx, `/jobs/${job.id}`, { as: SUPER, method: "PUT", json: { status: "closed" } });
    const apply = await ctx.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...person(), answers: answers(template.questions) },
    });
    expect(apply.status).toBe(409);
    const upload = await ctx.api.fetch("/job-application-responses/resume/upload-presigned-url", {
      method: "POST",
      json: { job_uuid: job.uuid, file_name: "cv.pdf", content_type: "application/pdf", size: 10 },
    });
    expect(upload.status).toBe(409);
  });
});

describe("application responses by candidate_reference", () => {
  it("saves an application in progress, updates it, and submits it once complete", async () => {
    const { job, template } = await publishedJob(ctx);
    const q = (label: string) => byLabel(template.questions, label);
    const started = await call(ctx, `/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...person(), submit: false, answers: { [q("Current job title")]: "Nurse" } },
      expect: 201,
    });
    expect(started.data).toMatchObject({ status: "in_progress", next: null });
    const ref = started.data.candidate_reference;
    const path = `/job-application-responses/candidate?candidate_reference=${ref}`;

    const read = await call(ctx, path);
    expect(read.data).toMatchObject({
      status: "in_progress",
      job: { uuid: job.uuid },
      answers: { [q("Current job title")]: "Nurse" },
    });
    expect(read.data.questions).toHaveLength(template.questions.length);

    const early = await ctx.api.fetch("/job-application-responses/submit", {
      method: "PUT",
      json: { candidate_reference: ref },
    });
    expect(early.status).toBe(422);
    expect((await early.json()).errors.map((e: { path: string }) => e.path)).toEqual([
      `answers.${q("Shift")}`,
      `answers.${q("Do you hold a driving licence?")}`,
    ]);

    // A file answer and a resume, uploaded for the application in progress.
    const upload = await call(ctx, "/job-application-responses/resume/upload-presigned-url", {
      method: "POST",
      json: { candidate_reference: ref, file_name: "cert.pdf", content_type: "application/pdf", size: PDF.length },
      expect: 201,
    });
    expect((await putUpload(ctx, upload.data, PDF)).status).toBe(200);
    const updated = await call(ctx, path, {
      method: "PUT",
      json: {
        answers: {
          [q("Shift")]: "Mornings",
          [q("Do you hold a driving licence?")]: false,
          [q("Certificate")]: { file_key: upload.data.file_key, file_name: "cert.pdf" },
        },
        resume_file_key: upload.data.file_key,
        resume_file_name: "cv.pdf",
      },
    });
    expect(updated.data.answers).toMatchObject({ [q("Current job title")]: "Nurse", [q("Shift")]: "Mornings" });
    expect(updated.data.resume).toEqual({ file_name: "cv.pdf" });

    const submitted = await call(ctx, "/job-application-responses/submit", {
      method: "PUT",
      json: { candidate_reference: ref },
    });
    expect(submitted.data).toMatchObject({ status: "submitted", next: { kind: "assessment" } });
    // Submitted applications do not change any more; submitting again answers the same.
    expect((await ctx.api.fetch(path, { method: "PUT", json: { phone: "+1 555 0199" } })).status).toBe(409);
    expect(
      (await ctx.api.fetch("/job-application-responses/submit", { method: "PUT", json: { candidate_reference: ref } }))
        .status,
    ).toBe(200);

    const list = await call(ctx, `/job-application-responses?job_id=${job.id}`, { as: SUPER });
    const file = await call(ctx, `/job-application-responses/${list.data[0].id}/file-url?file=${q("Certificate")}`, {
      as: SUPER,
    });
    expect((await fetch(reachable(ctx, file.data.url))).status).toBe(200);
  });

  it("an unknown reference is not found", async () => {
    const res = await ctx.api.fetch(
      "/job-application-responses/candidate?candidate_reference=00000000-0000-4000-8000-000000000000",
    );
    expect(res.status).toBe(404);
    expect((await ctx.api.fetch("/job-application-responses/candidate?candidate_reference=x")).status).toBe(400);
  });
});

describe("presigned upload URLs of the local store", () => {
  it("refuse a tampered, expired or wrongly sized upload, and a resume of another type or too large", async () => {
    const { job } = await publishedJob(ctx);
    const upload = (
      await call(ctx, "/job-application-responses/resume/upload-presigned-url", {
        method: "POST",
        json: { job_uuid: job.uuid, file_name: "cv.pdf", content_type: "application/pdf", size: PDF.length },
        expect: 201,
      })
    ).data;
    const tampered = { ...upload, upload_url: upload.upload_url.replace("size=", "size=1") };
    expect((await putUpload(ctx, tampered, PDF)).status).toBe(403);
    const otherKey = { ...upload, upload_url: upload.upload_url.replace("/cv.pdf?", "/evil.pdf?") };
    expect((await putUpload(ctx, otherKey, PDF)).status).toBe(403);
    expect((await putUpload(ctx, upload, Buffer.concat([PDF, Buffer.from("more")]))).status).toBe(400);
    expect((await putUpload(ctx, { ...upload, headers: { "Content-Type": "text/html" } }, PDF)).status).toBe(400);
    const url = new URL(reachable(ctx, upload.upload_url));
    url.searchParams.set("expires", "1000");
    expect((await fetch(url, { method: "PUT", headers: upload.headers, body: PDF })).status).toBe(403);
    // Nothing was stored by the refused attempts; the real one works.
    expect((await putUpload(ctx, upload, PDF)).status).toBe(200);

    const wrong = await ctx.api.fetch("/job-application-responses/resume/upload-presigned-url", {
      method: "POST",
      json: {
        job_uuid: job.uuid,
        file_name: "cv.exe",
        content_type: "application/x-msdownload",
        size: 6 * 1024 * 1024,
      },
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.map((e: { path: string }) => e.path)).toEqual(["content_type", "size"]);
  });

  it("refuse a download URL that was altered", async () => {
    const { job, template } = await publishedJob(ctx);
    const key = await uploadResume(ctx, job.uuid);
    await call(ctx, `/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { ...person(), answers: answers(template.questions), resume_file_key: key, resume_file_name: "resume.pdf" },
      expect: 201,
    });
    const [application] = (await call(ctx, `/job-application-responses?job_id=${job.id}`, { as: SUPER })).data;
    const { url } = (
      await call(ctx, `/job-application-responses/${application.id}/file-url?file=resume`, { as: SUPER })
    ).data;
    expect((await fetch(reachable(ctx, url).replace("name=", "name=x"))).status).toBe(403);
  });
});
