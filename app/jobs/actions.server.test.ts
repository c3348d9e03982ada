// The jobs pages' actions parse what they receive before anything reaches the API, and answer ActionResults.
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { jobAction } from "./actions.server";
import { applyFormValues } from "./apply-form";
import { applyForJob } from "./apply.server";
import { parseJobForm } from "./job-form.server";
import type { PublicJobDetailsJson } from "./model";
import { templatesAction } from "./templates.server";
import { jobApplicationsContract } from "../../api/job-applications/contract";
import { jobBoardContract } from "../../api/job-board/contract";
import { jobTemplatesContract } from "../../api/job-templates/contract";
import { jobsContract } from "../../api/jobs/contract";

const publicApi = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock("~/api/client.server", async (actual) => ({
  ...(await actual<typeof import("~/api/client.server")>()),
  apiClient: () => publicApi,
}));
afterEach(() => {
  publicApi.call.mockReset();
  vi.unstubAllGlobals();
});

const context = {
  services: { env: { PUBLIC_URL: "http://app.test", apiBaseUrl: "http://api.test/api/v2" } },
} as unknown as AppLoadContext;
const apiAnswering = (answer: (op: unknown) => unknown) => {
  const call = vi.fn(async (op: unknown) => answer(op));
  return { api: { call } as unknown as ApiClient, call };
};
const post = (body: FormData | URLSearchParams) => new Request("http://app.test/jobs", { method: "POST", body });
const fields = (values: [string, string | File][]) => {
  const form = new FormData();
  for (const [name, value] of values) form.append(name, value);
  return form;
};

describe("a job's row and page actions", () => {
  it("change a job's status through the API and say so", async () => {
    const { api, call } = apiAnswering(() => ({ data: { title: "Nurse", status: "published" } }));
    const result = await jobAction(
      context,
      api,
      post(new URLSearchParams({ intent: "status", jobId: "3", title: "Nurse", status: "published" })),
      { from: "overview" },
    );
    expect(result).toMatchObject({ ok: true, intent: "status", message: "Nurse is now published." });
    expect(call).toHaveBeenCalledWith(jobsContract.update, { params: { id: 3 }, body: { status: "published" } });
  });

  it("refuse what they cannot read without calling the API: no file to import is the file's problem", async () => {
    const { api, call } = apiAnswering(() => ({}));
    const noFile = await jobAction(
      context,
      api,
      post(
        fields([
          ["intent", "import-check"],
          ["jobId", "3"],
          ["file", new File([], "")],
        ]),
      ),
      { from: "job" },
    );
    expect(noFile).toMatchObject({ ok: false, fieldErrors: { file: "A CSV file is required" }, formErrors: [] });
    const badStatus = await jobAction(
      context,
      api,
      post(new URLSearchParams({ intent: "status", jobId: "3", status: "gone" })),
      { from: "board" },
    );
    expect(badStatus).toMatchObject({ ok: false, formErrors: ["status: must be a job status"] });
    expect(call).not.toHaveBeenCalled();
  });

  it("answer a failed import with the import, which names the row that stopped it", async () => {
    const failed = { id: 9, status: "failed", imported_rows: 0, errors: [{ row: 4, field: null, message: "Row 4" }] };
    const { api } = apiAnswering(() => ({ data: failed }));
    const result = await jobAction(
      context,
      api,
      post(new URLSearchParams({ intent: "import-confirm", jobId: "3", importId: "9" })),
      { from: "job" },
    );
    expect(result).toMatchObject({ ok: true, message: null, data: { import: failed } });
  });

  it("show a refusal's message as a toast", async () => {
    const { api } = apiAnswering(() => {
      throw new ApiRequestError(422, "Unprocessable", [{ path: "description", message: "is required to publish" }]);
    });
    const result = await jobAction(
      context,
      api,
      post(new URLSearchParams({ intent: "status", jobId: "3", status: "published" })),
      { from: "job" },
    );
    expect(result).toMatchObject({ ok: false, formErrors: ["description: is required to publish"], fieldErrors: {} });
  });
});

describe("the job form", () => {
  it("reads a save as the job's body: ids and pay as numbers, empty choices null, switches booleans", async () => {
    const parsed = await parseJobForm(
      post(
        new URLSearchParams({
          intent: "save",
          title: " Nurse ",
          company_id: "4",
          location_id: "",
          role_name_id: "7",
          salary_min: "18,000",
          salary_currency: "",
          status: "draft",
          is_test: "on",
          description: "Care",
        }),
      ),
    );
    expect(parsed.ok && parsed.value).toEqual({
      intent: "save",
      body: expect.objectContaining({
        title: "Nurse",
        company_id: 4,
        location_id: null,
        role_name_id: 7,
        salary_min: 18000,
        salary_max: null,
        salary_currency: null,
        status: "draft",
        is_test: true,
        interview_after_application: false,
        description: "Care",
      }),
    });
  });

  it("reads a request to write the description with the writer's notes, for the job being edited", async () => {
    const parsed = await parseJobForm(
      post(new URLSearchParams({ intent: "generate", title: "Nurse", company_id: "4", notes: "Kind" })),
      12,
    );
    expect(parsed.ok && parsed.value).toMatchObject({
      intent: "generate",
      body: { title: "Nurse", company_id: 4, notes: "Kind", job_id: 12 },
    });
  });
});

describe("the templates page's action", () => {
  const json = (body: unknown) =>
    new Request("http://app.test/jobs/templates", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const template = { name: "Desk", description: null, company_id: null, questions: [] };

  it("creates or changes a template and names it", async () => {
    const { api, call } = apiAnswering(() => ({ data: { id: 5, name: "Desk" } }));
    expect(await templatesAction(json({ intent: "save", templateId: null, template }), api)).toMatchObject({
      ok: true,
      message: "Desk was saved.",
      data: { id: 5 },
    });
    expect(call).toHaveBeenCalledWith(jobTemplatesContract.create, { body: template });
    await templatesAction(json({ intent: "save", templateId: 5, template }), api);
    expect(call).toHaveBeenLastCalledWith(jobTemplatesContract.update, { params: { id: 5 }, body: template });
  });

  it("shows the API's problems beside the editor's fields, a question's too, and each as a toast (spec §5)", async () => {
    const { api } = apiAnswering(() => {
      throw new ApiRequestError(400, "Bad Request", [
        { path: "name", message: "is required" },
        { path: "questions.0.options.1", message: "is required" },
      ]);
    });
    const result = await templatesAction(json({ intent: "save", templateId: null, template }), api);
    expect(result).toMatchObject({
      ok: false,
      formErrors: ["name: is required", "questions.0.options.1: is required"],
      fieldErrors: { name: "Name is required", "questions.0.options": "This field is required" },
    });
  });
});

describe("applying for a job", () => {
  const job = {
    uuid: "0f8fad5b-d9cb-469f-a165-70867728950e",
    company: { name: "Harbor Dental", default_language: "en" },
    questions: [
      { id: "q_text", type: "short_text", label: "Title", help: null, required: true, options: [] },
      { id: "q_many", type: "multiple_choice", label: "Langs", help: null, required: false, options: ["A", "B"] },
      { id: "q_yes", type: "yes_no", label: "Licence?", help: null, required: true, options: [] },
      { id: "q_file", type: "file", label: "Certificate", help: null, required: false, options: [] },
    ],
  } as unknown as PublicJobDetailsJson;
  const applicant: [string, string][] = [
    ["first", "Pat"],
    ["last", "Doe"],
    ["email", "pat@example.test"],
    // A page loaded before the form stopped asking may still send sex: it is not passed on.
    ["sex", "female"],
    ["consent", "on"],
  ];

  it("sends the details and every answer, uploading a chosen file first", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    publicApi.call.mockImplementation(async (op: unknown) =>
      op === jobApplicationsContract.resumeUploadUrl
        ? { data: { upload_url: "http://up.test/x", headers: {}, file_key: "jobs/k/cert.pdf", method: "PUT" } }
        : { data: { candidate_reference: "ref-1", next: { kind: "assessment", path: "/survey/take?id=1" } } },
    );
    const result = await applyForJob(
      context,
      job,
      post(
        fields([
          ...applicant,
          ["q.q_text", " Nurse "],
          ["q.q_many", "A"],
          ["q.q_many", "B"],
          ["q.q_yes", "no"],
          ["q.q_file.file", new File(["%PDF"], "cert.pdf", { type: "application/pdf" })],
          ["resume.file", new File([], "")],
        ]),
      ),
    );
    expect(result).toEqual({ redirect: "/survey/take?id=1" });
    expect(publicApi.call).toHaveBeenLastCalledWith(jobBoardContract.apply, {
      params: { uuid: job.uuid },
      body: expect.objectContaining({
        first: "Pat",
        consent: true,
        answers: {
          q_text: "Nurse",
          q_many: ["A", "B"],
          q_yes: false,
          q_file: { file_key: "jobs/k/cert.pdf", file_name: "cert.pdf" },
        },
        resume_file_key: null,
      }),
    });
    const sent = publicApi.call.mock.lastCall![1].body;
    expect(sent).not.toHaveProperty("sex");
    expect(sent).not.toHaveProperty("age");
  });

  it("names each problem beside its field in the applicant's words, and keeps what was sent", async () => {
    const result = await applyForJob(
      context,
      job,
      post(
        fields([
          ["first", "Pat"],
          ["email", "not-an-address"],
          ["q.q_text", "Nurse"],
          ["q.q_file.key", "jobs/k/cert.pdf"],
          ["q.q_file.name", "cert.pdf"],
        ]),
      ),
    );
    expect(publicApi.call).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      ok: false,
      formErrors: [],
      fieldErrors: {
        last: "Last name is required.",
        email: "E-mail must be a valid e-mail address.",
        consent: "Please agree so the company can consider your application.",
      },
    });
    const values = applyFormValues(job, "ok" in result && !result.ok ? result.values : null);
    expect(values).toMatchObject({
      details: { first: "Pat", email: "not-an-address", consent: false },
      answers: {
        q_text: "Nurse",
        q_many: [],
        q_yes: null,
        q_file: { file_key: "jobs/k/cert.pdf", file_name: "cert.pdf" },
      },
    });
  });
});
