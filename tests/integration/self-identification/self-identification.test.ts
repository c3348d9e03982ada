// Voluntary self-identification through the API as clients see it: a candidate answers (or declines) at registration,
// stored apart; unknown codes and questions the company does not ask are a 422 that stores nothing; only a user an
// owner granted access reads the answers (403 for others, 404 for another company's person); the answers are in no
// staff view model and change no score or fit; they go with the person's erasure and into their own export.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { ITEMS } from "../../../domain/assessment/items";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
let harbor: number;
let token: string;
let role: string;
let roleNameId: number;

beforeAll(async () => {
  s = await startStaffApi();
  harbor = s.companyIds["harbor-dental"];
  const { db } = s.database;
  const [company] = await db.select().from(schema.companies).where(eq(schema.companies.id, harbor));
  token = company.assessmentToken;
  const roles = await db
    .select()
    .from(schema.roleNames)
    .where(and(eq(schema.roleNames.companyId, harbor), eq(schema.roleNames.isPublic, true)));
  role = roles[0].name;
  roleNameId = roles[0].id;
});
afterAll(() => s?.close());

let n = 0;
const email = () => `self-id-${Date.now()}-${++n}@example.test`;

async function register(selfIdentification?: Record<string, string | null>, address = email()) {
  const res = await s.api.fetch("/surveys/register", {
    method: "POST",
    json: {
      token,
      first: "Sam",
      last: "Person",
      email: address,
      role,
      consent: true,
      ...(selfIdentification && { self_identification: selfIdentification }),
    },
  });
  const body = await res.json();
  return { status: res.status, body, email: address };
}

async function resultOf(uuid: string) {
  const [row] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
  return row;
}

async function selfIdOf(surveyResultId: number) {
  return s.database.db
    .select()
    .from(schema.selfIdentifications)
    .where(eq(schema.selfIdentifications.surveyResultId, surveyResultId));
}

/** Answers every item the same way and submits: the scores then depend on the answers alone. */
async function answerAndSubmit(uuid: string) {
  const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: (i % 5) + 1 }));
  const saved = await s.api.fetch(`/surveys/${uuid}/answers`, { method: "PUT", json: { answers } });
  expect(saved.status).toBe(200);
  const submitted = await s.api.fetch("/surveys/submit", { method: "POST", json: { survey_result_uuid: uuid } });
  expect(submitted.status).toBe(200);
}

const grant = (as: string, userEmail: string, value: boolean) =>
  s.database.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, userEmail))
    .then(([u]) => s.call(as, "PUT", `/users/${u.id}`, { can_view_eeo: value }));

describe("at registration", () => {
  it("stores the answers apart, declines included, and offers the questions on the link", async () => {
    const link = await s.api.fetch(`/survey-links/${token}`);
    expect((await link.json()).self_identification).toEqual({ ask_veteran: false, ask_disability: false });

    const { status, body } = await register({ sex: "declined", race_ethnicity: "native_hawaiian_or_pacific_islander" });
    expect(status).toBe(201);
    const result = await resultOf(body.survey_result_uuid);
    const [row] = await selfIdOf(result.id);
    expect(row).toMatchObject({
      companyId: harbor,
      sex: "declined",
      raceEthnicity: "native_hawaiian_or_pacific_islander",
      veteran: null,
      disability: null,
      source: "registration",
    });
  });

  it("refuses unknown codes and questions the company does not ask (422), storing nothing", async () => {
    const address = email();
    const bad = await register({ sex: "other", race_ethnicity: "white", veteran: "protected_veteran" }, address);
    expect(bad.status).toBe(422);
    const paths = bad.body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["self_identification.sex", "self_identification.veteran"]);
    const rows = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.email, address));
    expect(rows).toEqual([]);

    // Once the owner turns the veteran question on, the same answer is taken.
    const set = await s.call(HARBOR_OWNER, "PUT", `/companies/${harbor}/self-identification-settings`, {
      ask_veteran: true,
      ask_disability: false,
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ company_id: harbor, ask_veteran: true, ask_disability: false });
    const ok = await register({ sex: "female", veteran: "protected_veteran" });
    expect(ok.status).toBe(201);
    const audit = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, "company.self_identification_questions"));
    expect(audit).toHaveLength(1);
    // A company user may not change the questions.
    const denied = await s.call(HARBOR_USER, "PUT", `/companies/${harbor}/self-identification-settings`, {
      ask_veteran: false,
      ask_disability: false,
    });
    expect(denied.status).toBe(403);
  });
});

describe("on the job application", () => {
  it("stores a candidate's declines with the application and its assessment; the job says what is asked", async () => {
    const [job] = await s.database.db
      .insert(schema.jobs)
      .values({ companyId: harbor, title: "Self-identification test job", status: "published", roleNameId })
      .returning();
    const details = await s.api.fetch(`/jobs/public/${job.uuid}/details`);
    expect((await details.json()).data.self_identification).toMatchObject({ ask_disability: false });

    const bad = await s.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: { first: "Dee", last: "Cline", email: email(), consent: true, self_identification: { sex: "x" } },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((e: { path: string }) => e.path)).toEqual(["self_identification.sex"]);

    const res = await s.api.fetch(`/jobs/public/${job.uuid}/apply`, {
      method: "POST",
      json: {
        first: "Dee",
        last: "Cline",
        email: email(),
        consent: true,
        self_identification: { sex: "declined", race_ethnicity: "declined" },
      },
    });
    const applied = await res.json();
    expect(res.status, JSON.stringify(applied)).toBe(201);
    const reference = applied.data.candidate_reference;
    const [application] = await s.database.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.candidateReference, reference));
    const rows = await s.database.db
      .select()
      .from(schema.selfIdentifications)
      .where(eq(schema.selfIdentifications.jobApplicationId, application.id));
    expect(rows).toEqual([
      expect.objectContaining({
        surveyResultId: application.surveyResultId,
        sex: "declined",
        raceEthnicity: "declined",
        source: "application",
      }),
    ]);
  });
});

describe("GET /survey-results/{id}/self-identification", () => {
  it("is readable only with the capability an owner grants (403 without, audited grant), 404 across companies", async () => {
    const { body } = await register({ sex: "male", race_ethnicity: "asian" });
    const id = (await resultOf(body.survey_result_uuid)).id;

    // Not even the owner reads it before someone grants them access.
    expect((await s.call(HARBOR_OWNER, "GET", `/survey-results/${id}/self-identification`)).status).toBe(403);
    expect((await s.call(HARBOR_USER, "GET", `/survey-results/${id}/self-identification`)).status).toBe(403);

    const granted = await grant(HARBOR_OWNER, HARBOR_USER, true);
    expect(granted.status).toBe(200);
    expect(granted.body.data.permissions.can_view_eeo).toBe(true);
    const auditRows = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, "user.eeo_access_grant"));
    expect(auditRows.length).toBeGreaterThan(0);

    const read = await s.call(HARBOR_USER, "GET", `/survey-results/${id}/self-identification`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ sex: "male", race_ethnicity: "asian", source: "registration" });

    // Another company's owner, granted access to their own company's answers, does not find this person.
    expect((await grant(SUMMIT_OWNER, SUMMIT_OWNER, true)).status).toBe(200);
    expect((await s.call(SUMMIT_OWNER, "GET", `/survey-results/${id}/self-identification`)).status).toBe(404);

    // Withdrawn: 403 again.
    expect((await grant(HARBOR_OWNER, HARBOR_USER, false)).status).toBe(200);
    expect((await s.call(HARBOR_USER, "GET", `/survey-results/${id}/self-identification`)).status).toBe(403);
  });
});

describe("kept out of everything that decides", () => {
  it("is in no staff view model: the person's detail, the list and the search", async () => {
    const { body } = await register({ sex: "female", race_ethnicity: "american_indian_or_alaska_native" });
    const result = await resultOf(body.survey_result_uuid);
    await answerAndSubmit(body.survey_result_uuid);
    for (const path of [
      `/survey-results/${result.id}`,
      `/survey-results/search?company_id=${harbor}&limit=100`,
      `/survey-results?company_id=${harbor}&limit=100`,
    ]) {
      const res = await s.call(HARBOR_OWNER, "GET", path);
      expect(res.status, path).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text, path).not.toContain("american_indian_or_alaska_native");
      expect(text, path).not.toContain("self_identification");
      expect(text, path).not.toContain("race_ethnicity");
    }
  });

  it("changes no score, norm group or fit: the same answers score the same whatever was self-identified", async () => {
    const a = await register({ sex: "female", race_ethnicity: "black_or_african_american" });
    const b = await register({ sex: "declined", race_ethnicity: "declined" });
    const c = await register();
    for (const r of [a, b, c]) await answerAndSubmit(r.body.survey_result_uuid);
    const [ra, rb, rc] = await Promise.all([a, b, c].map((r) => resultOf(r.body.survey_result_uuid)));
    expect(ra.scores).not.toBeNull();
    expect(ra.scores).toEqual(rc.scores);
    expect(rb.scores).toEqual(rc.scores);
    // The registration's own sex question (the norm group) is separate: self-identifying as female did not set it.
    const norms = await s.database.db
      .select()
      .from(schema.surveyResultNormInputs)
      .where(eq(schema.surveyResultNormInputs.surveyResultId, ra.id));
    expect(norms.every((row) => row.sex === "unspecified")).toBe(true);
    const fits = async (id: number) =>
      JSON.stringify((await s.call(HARBOR_OWNER, "GET", `/survey-results/${id}`)).body.data.fits ?? null);
    expect(await fits(ra.id)).toEqual(await fits(rc.id));
  });
});

describe("the person's data rights", () => {
  it("goes into the export only for those who may read it, and is erased with the person", async () => {
    const { body, email: address } = await register({ sex: "male", race_ethnicity: "two_or_more_races" });
    const id = (await resultOf(body.survey_result_uuid)).id;

    const staff = await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${id}/export`);
    expect(staff.status).toBe(200);
    expect(staff.body.data.tables.self_identifications).toBeUndefined();
    await grant(HARBOR_OWNER, HARBOR_OWNER, true);
    const withAccess = await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${id}/export`);
    expect(withAccess.body.data.tables.self_identifications).toHaveLength(1);

    const erased = await s.call(HARBOR_OWNER, "POST", `/data-rights/survey-results/${id}/erase`, { confirm: address });
    expect(erased.status).toBe(200);
    expect(await selfIdOf(id)).toEqual([]);
  });
});
