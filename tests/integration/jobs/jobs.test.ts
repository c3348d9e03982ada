// Jobs and application templates through the API: create, read, update, publish rules, duplicate, archive,
// delete, the board list, clean-tests; who may call them; and the prod stage, where the whole area answers 404.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, roleNames } from "../../../server/db/schema/index";
import {
  call,
  companyRefs,
  createTemplate,
  OWNER,
  publishedJob,
  QUESTIONS,
  startJobsApi,
  SUPER,
  unique,
  type JobsApiContext,
} from "./support";

let ctx: JobsApiContext;
let harbor: number;
beforeAll(async () => {
  ctx = await startJobsApi();
  harbor = ctx.companyIds["Harbor Dental"];
});
afterAll(() => ctx?.close());

describe("jobs", () => {
  it("creates a draft with its references, reads it and updates it", async () => {
    const refs = await companyRefs(ctx, harbor);
    const template = await createTemplate(ctx);
    const created = await call(ctx, "/jobs", {
      as: SUPER,
      method: "POST",
      json: {
        title: "Receptionist",
        company_id: harbor,
        location_id: refs.location.id,
        template_id: template.id,
        employment_type: "part_time",
        salary_min: 20,
        salary_max: 25,
        salary_currency: "usd",
        salary_period: "hour",
      },
      expect: 201,
    });
    expect(created.data).toMatchObject({
      title: "Receptionist",
      status: "draft",
      company: { id: harbor, name: "Harbor Dental" },
      location: { id: refs.location.id },
      template: { id: template.id, name: template.name },
      employment_type: "part_time",
      salary_currency: "USD",
      application_count: 0,
      published_at: null,
      created_by_user_id: ctx.userIds[SUPER],
    });
    expect(created.data.public_path).toBe(`/careers/${created.data.uuid}`);

    const id = created.data.id;
    const read = await call(ctx, `/jobs/${id}`, { as: SUPER });
    expect(read.data.title).toBe("Receptionist");
    const updated = await call(ctx, `/jobs/${id}`, {
      as: SUPER,
      method: "PUT",
      json: { title: "Front desk receptionist", workplace: "hybrid" },
    });
    expect(updated.data).toMatchObject({
      title: "Front desk receptionist",
      workplace: "hybrid",
      employment_type: "part_time",
    });
  });

  it("answers field errors: bad input 400, foreign references 422", async () => {
    const bad = await ctx.api.fetch("/jobs", {
      as: SUPER,
      method: "POST",
      json: { title: "", company_id: "x", status: "open" },
    });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["company_id", "status", "title"]);

    const other = ctx.companyIds["Summit Fitness"];
    const foreign = await companyRefs(ctx, other);
    const res = await ctx.api.fetch("/jobs", {
      as: SUPER,
      method: "POST",
      json: {
        title: "Trainer",
        company_id: harbor,
        location_id: foreign.location.id,
        department_id: foreign.department.id,
      },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([
      { path: "location_id", message: "is not a location of this company" },
      { path: "department_id", message: "is not a department of this company" },
    ]);
    const salary = await ctx.api.fetch("/jobs", {
      as: SUPER,
      method: "POST",
      json: { title: "T", company_id: harbor, salary_min: 10, salary_max: 5 },
    });
    expect((await salary.json()).errors).toEqual([{ path: "salary_max", message: "must not be below salary_min" }]);
    const unknown = await ctx.api.fetch("/jobs", {
      as: SUPER,
      method: "POST",
      json: { title: "T", company_id: harbor, colour: "red" },
    });
    expect(unknown.status).toBe(400);
  });

  it("publishes only a job applicants can be registered for, and records when", async () => {
    const refs = await companyRefs(ctx, harbor);
    const draft = (
      await call(ctx, "/jobs", {
        as: SUPER,
        method: "POST",
        json: { title: "Hygienist", company_id: harbor },
        expect: 201,
      })
    ).data;
    const refused = await ctx.api.fetch(`/jobs/${draft.id}`, {
      as: SUPER,
      method: "PUT",
      json: { status: "published" },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.map((e: { path: string }) => e.path)).toEqual(["description", "role_name_id"]);

    const published = await call(ctx, `/jobs/${draft.id}`, {
      as: SUPER,
      method: "PUT",
      json: { status: "published", description: "Clean teeth, kind words.", role_name_id: refs.role.id },
    });
    expect(published.data.status).toBe("published");
    expect(published.data.published_at).not.toBeNull();
    const closed = await call(ctx, `/jobs/${draft.id}`, { as: SUPER, method: "PUT", json: { status: "closed" } });
    expect(closed.data).toMatchObject({ status: "closed", published_at: published.data.published_at });

    // A company without public roles: any title will do.
    const bakery = ctx.companyIds["Bayside Bakery"];
    await ctx.database.db.update(roleNames).set({ isPublic: false }).where(eq(roleNames.companyId, bakery));
    const free = await call(ctx, "/jobs", {
      as: SUPER,
      method: "POST",
      json: { title: "Baker", company_id: bakery, description: "Bread.", status: "published" },
      expect: 201,
    });
    expect(free.data.status).toBe("published");
  });

  it("duplicates a job as a draft copy", async () => {
    const { job } = await publishedJob(ctx);
    const copy = await call(ctx, `/jobs/${job.id}/duplicate`, { as: SUPER, method: "POST", expect: 201 });
    expect(copy.data).toMatchObject({
      title: `${job.title} (copy)`,
      status: "draft",
      template_id: job.template_id,
      role_name_id: job.role_name_id,
      description: job.description,
      published_at: null,
    });
    expect(copy.data.id).not.toBe(job.id);
    expect(copy.data.uuid).not.toBe(job.uuid);
  });

  it("archives a job (off the job board, kept for reference) and deletes one", async () => {
    const { job } = await publishedJob(ctx);
    const archived = await call(ctx, `/jobs/${job.id}/archive`, { as: SUPER, method: "DELETE" });
    expect(archived.data.archived_at).not.toBeNull();
    expect(archived.data.archived_by_user_id).toBe(ctx.userIds[SUPER]);
    expect((await ctx.api.fetch(`/jobs/public/${job.uuid}/details`)).status).toBe(404);
    expect((await call(ctx, `/jobs/${job.id}`, { as: SUPER })).data.archived_at).not.toBeNull();

    expect((await ctx.api.fetch(`/jobs/${job.id}`, { as: SUPER, method: "DELETE" })).status).toBe(204);
    expect((await ctx.api.fetch(`/jobs/${job.id}`, { as: SUPER })).status).toBe(404);
    expect((await ctx.api.fetch("/jobs/999999", { as: SUPER, method: "DELETE" })).status).toBe(404);
  });

  it("lists every job for the board, with filters", async () => {
    const { job } = await publishedJob(ctx);
    const body = await call(ctx, `/jobs?company_id=${harbor}&status=published`, { as: SUPER });
    expect(body.data.map((j: { id: number }) => j.id)).toContain(job.id);
    expect(body.data.every((j: { status: string }) => j.status === "published")).toBe(true);
  });

  it("DELETE /jobs/clean-tests removes test jobs only", async () => {
    const real = (
      await call(ctx, "/jobs", { as: SUPER, method: "POST", json: { title: "Real", company_id: harbor }, expect: 201 })
    ).data;
    const test = (
      await call(ctx, "/jobs", {
        as: SUPER,
        method: "POST",
        json: { title: "Test", company_id: harbor, is_test: true },
        expect: 201,
      })
    ).data;
    const body = await call(ctx, "/jobs/clean-tests", { as: SUPER, method: "DELETE" });
    expect(body.deleted).toBeGreaterThanOrEqual(1);
    expect((await ctx.api.fetch(`/jobs/${test.id}`, { as: SUPER })).status).toBe(404);
    expect((await ctx.api.fetch(`/jobs/${real.id}`, { as: SUPER })).status).toBe(200);
    const left = await ctx.database.db.select().from(jobs).where(eq(jobs.isTest, true));
    expect(left).toEqual([]);
  });
});

describe("application templates", () => {
  it("creates one with every question type, giving each question a stable id", async () => {
    const template = await createTemplate(ctx, { description: "For front-desk roles" });
    expect(template.questions.map((q: { type: string }) => q.type)).toEqual([
      "short_text",
      "long_text",
      "single_choice",
      "multiple_choice",
      "yes_no",
      "file",
    ]);
    expect(template.questions.every((q: { id: string }) => /^q_/.test(q.id))).toBe(true);
    expect(template).toMatchObject({
      company_id: null,
      job_count: 0,
      archived_at: null,
      description: "For front-desk roles",
    });

    // Editing keeps the ids of questions sent with them; a new question gets a new one.
    const [first, ...rest] = template.questions;
    const updated = await call(ctx, `/job-application-templates/${template.id}`, {
      as: SUPER,
      method: "PUT",
      json: { questions: [{ ...first, label: "Current role" }, ...rest, { type: "short_text", label: "Start date" }] },
    });
    expect(updated.data.questions[0]).toMatchObject({ id: first.id, label: "Current role" });
    expect(updated.data.questions).toHaveLength(QUESTIONS.length + 1);
    expect(updated.data.questions.at(-1).id).not.toBe(first.id);
  });

  it("validates questions", async () => {
    const res = await ctx.api.fetch("/job-application-templates", {
      as: SUPER,
      method: "POST",
      json: {
        name: "Bad",
        questions: [
          { type: "single_choice", label: "Pick", options: ["Only one"] },
          { type: "short_text", label: "Name", options: ["x", "y"] },
          { type: "essay", label: "What" },
          { type: "multiple_choice", label: "Many", options: ["A", "a"] },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { path: "questions.0.options", message: "must hold at least two choices" },
      { path: "questions.1.options", message: "are only for choice questions, not short_text" },
      {
        path: "questions.2.type",
        message: "must be one of short_text, long_text, single_choice, multiple_choice, yes_no, file",
      },
      { path: "questions.3.options", message: "must not repeat a choice" },
    ]);
  });

  it("lists, reads, archives, and deletes only a template no job uses", async () => {
    const { job, template } = await publishedJob(ctx);
    const listed = await call(ctx, "/job-application-templates", { as: SUPER });
    expect(listed.data.map((t: { id: number }) => t.id)).toContain(template.id);
    const read = await call(ctx, `/job-application-templates/${template.id}`, { as: SUPER });
    expect(read.data.job_count).toBe(1);

    const inUse = await ctx.api.fetch(`/job-application-templates/${template.id}`, { as: SUPER, method: "DELETE" });
    expect(inUse.status).toBe(409);
    const archived = await call(ctx, `/job-application-templates/${template.id}/archive`, {
      as: SUPER,
      method: "DELETE",
    });
    expect(archived.data.archived_at).not.toBeNull();
    expect(
      (await call(ctx, "/job-application-templates", { as: SUPER })).data.map((t: { id: number }) => t.id),
    ).not.toContain(template.id);
    expect(
      (await call(ctx, "/job-application-templates?include_archived=true", { as: SUPER })).data.map(
        (t: { id: number }) => t.id,
      ),
    ).toContain(template.id);
    // The job keeps its archived template; a new job cannot pick it.
    expect((await call(ctx, `/jobs/${job.id}`, { as: SUPER })).data.template_id).toBe(template.id);
    const pick = await ctx.api.fetch("/jobs", {
      as: SUPER,
      method: "POST",
      json: { title: "X", company_id: harbor, template_id: template.id },
    });
    expect((await pick.json()).errors).toEqual([{ path: "template_id", message: "is archived" }]);

    const unused = await createTemplate(ctx);
    expect(
      (await ctx.api.fetch(`/job-application-templates/${unused.id}`, { as: SUPER, method: "DELETE" })).status,
    ).toBe(204);
    expect((await ctx.api.fetch(`/job-application-templates/${unused.id}`, { as: SUPER })).status).toBe(404);
  });

  it("a company's own template serves only that company's jobs", async () => {
    const own = await createTemplate(ctx, { company_id: ctx.companyIds["Summit Fitness"] });
    const res = await ctx.api.fetch("/jobs", {
      as: SUPER,
      method: "POST",
      json: { title: "X", company_id: harbor, template_id: own.id },
    });
    expect((await res.json()).errors).toEqual([
      { path: "template_id", message: "is not an application template this company can use" },
    ]);
    const forHarbor = await call(ctx, `/job-application-templates?company_id=${harbor}`, { as: SUPER });
    expect(forHarbor.data.map((t: { id: number }) => t.id)).not.toContain(own.id);
  });

  it("DELETE /job-application-templates/clean-tests removes test templates only", async () => {
    const test = await createTemplate(ctx, { is_test: true, name: unique("Test template") });
    const real = await createTemplate(ctx);
    const body = await call(ctx, "/job-application-templates/clean-tests", { as: SUPER, method: "DELETE" });
    expect(body.deleted).toBeGreaterThanOrEqual(1);
    expect((await ctx.api.fetch(`/job-application-templates/${test.id}`, { as: SUPER })).status).toBe(404);
    expect((await ctx.api.fetch(`/job-application-templates/${real.id}`, { as: SUPER })).status).toBe(200);
  });
});

describe("who may call the jobs API", () => {
  it("only super admins: others get 403, no token 401", async () => {
    const { job } = await publishedJob(ctx);
    for (const [method, path] of [
      ["GET", "/jobs/search"],
      ["GET", "/jobs"],
      ["POST", "/jobs"],
      ["GET", `/jobs/${job.id}`],
      ["PUT", `/jobs/${job.id}`],
      ["DELETE", `/jobs/${job.id}`],
      ["POST", `/jobs/${job.id}/duplicate`],
      ["DELETE", `/jobs/${job.id}/archive`],
      ["DELETE", "/jobs/clean-tests"],
      ["POST", "/jobs/generate"],
      ["POST", "/jobs/ads/generate"],
      ["GET", "/job-application-templates"],
      ["POST", "/job-application-templates"],
      ["GET", "/job-application-responses"],
    ] as const) {
      expect(
        (await ctx.api.fetch(path, { as: OWNER, method, json: method === "GET" ? undefined : {} })).status,
        `${method} ${path}`,
      ).toBe(403);
      expect((await ctx.api.fetch(path, { method })).status, `${method} ${path} without a token`).toBe(401);
    }
  });

  it("a super admin impersonating a company owner acts as the owner: refused", async () => {
    const res = await ctx.api.fetch("/jobs/search", { as: SUPER, proxyUserId: ctx.userIds[OWNER] });
    expect(res.status).toBe(403);
  });
});

describe("the prod stage", () => {
  let prod: JobsApiContext;
  beforeAll(async () => {
    prod = await startJobsApi({
      STAGE: "prod",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://app.example.test",
    });
  });
  afterAll(() => prod?.close());

  it("answers 404 for every jobs route, public ones too, for anyone", async () => {
    const uuid = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["GET", "/jobs/search"],
      ["GET", "/jobs"],
      ["POST", "/jobs"],
      ["GET", "/jobs/1"],
      ["PUT", "/jobs/1"],
      ["DELETE", "/jobs/1"],
      ["POST", "/jobs/1/duplicate"],
      ["DELETE", "/jobs/1/archive"],
      ["POST", "/jobs/1/import-candidates/upload-presigned-url"],
      ["GET", "/jobs/1/import-candidates/status"],
      ["PUT", "/jobs/1/import-candidates/status"],
      ["POST", "/jobs/1/import-candidates/confirm"],
      ["POST", "/jobs/generate"],
      ["POST", "/jobs/ads/generate"],
      ["DELETE", "/jobs/clean-tests"],
      ["GET", "/jobs/public"],
      ["GET", "/companies/public"],
      ["GET", `/jobs/public/${uuid}/details`],
      ["POST", `/jobs/public/${uuid}/apply`],
      ["GET", "/job-application-templates"],
      ["POST", "/job-application-templates"],
      ["GET", "/job-application-templates/1"],
      ["PUT", "/job-application-templates/1"],
      ["DELETE", "/job-application-templates/1"],
      ["DELETE", "/job-application-templates/1/archive"],
      ["DELETE", "/job-application-templates/clean-tests"],
      ["GET", "/job-application-responses"],
      ["GET", `/job-application-responses/candidate?candidate_reference=${uuid}`],
      ["PUT", `/job-application-responses/candidate?candidate_reference=${uuid}`],
      ["PUT", "/job-application-responses/submit"],
      ["POST", "/job-application-responses/resume/upload-presigned-url"],
    ] as const) {
      const json = method === "GET" ? undefined : {};
      expect((await prod.api.fetch(path, { as: SUPER, method, json })).status, `${method} ${path}`).toBe(404);
      expect((await prod.api.fetch(path, { method, json })).status, `${method} ${path} anonymous`).toBe(404);
    }
    // Other areas are unaffected.
    expect((await prod.api.fetch("/users/profile", { as: SUPER })).status).toBe(200);
  });
});
