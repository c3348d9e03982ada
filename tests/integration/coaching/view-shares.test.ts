// Read-only links to a comparison, a team view and a conflict plan (coaching brand): a coach makes a link, anyone
// holding it opens that view (and its PDF) without signing in until it expires or is revoked; the view is computed
// with its maker's permissions when it opens, so it stops when they are deactivated or someone in it is gone; a
// visitor sees names, roles and scores but no row ids or e-mails; links stay inside the tenant scope.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import type { ScaleCode } from "../../../domain/assessment/traits";
import { planted } from "../../support/pair-texts";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

const INVALID = "This link is not valid.";
const GONE = "This link has expired or was revoked.";

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** A Harbor Dental person with planted percentiles (or unfinished: no scores). */
async function person(first: string, last: string, percentiles: Partial<Record<ScaleCode, number>> | null) {
  const [row] = await s.database.db
    .insert(schema.surveyResults)
    .values({
      companyId: s.companyIds["harbor-dental"],
      roleName: "Receptionist",
      first,
      last,
      email: `${first}.${last}.${Math.random().toString(36).slice(2)}@example.test`.toLowerCase(),
      consentAt: new Date(),
      submittedAt: percentiles ? new Date() : null,
      scores: percentiles ? planted(percentiles) : null,
    })
    .returning();
  return row;
}

async function share(view: Record<string, unknown>, as = HARBOR_OWNER) {
  const res = await s.call(as, "POST", "/view-shares", { view });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id, path } = res.body.data;
  expect(path).toMatch(/^\/shared\/view\/[A-Za-z0-9_.-]+$/);
  return { id: id as number, payload: path.slice("/shared/view/".length) as string };
}

async function open(payload: string, suffix = "") {
  const res = await s.api.fetch(`/view-shares/public${suffix}?payload=${encodeURIComponent(payload)}`);
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, headers: res.headers };
}

async function pdfText(payload: string) {
  const res = await open(payload, "/pdf");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body)), { mergePages: true });
  return text;
}

describe("a link to a comparison", () => {
  test("opens without signing in with the people by position, no e-mails, a PDF; revoked, it stops at once", async () => {
    const ann = await person("Ann", "Lee", { E: 92, C2: 15 });
    const ben = await person("Ben", "Ng", { E: 8, C2: 85 });
    const cleo = await person("Cleo", "Park", { E: 50, C2: 50 });
    const link = await share({ kind: "comparison", survey_result_ids: [ann.id, ben.id, cleo.id] });

    const opened = await open(link.payload);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    const data = opened.body.data;
    expect(data.kind).toBe("comparison");
    expect(data.comparison.people.map((p: { id: number; first: string }) => [p.id, p.first])).toEqual([
      [1, "Ann"],
      [2, "Ben"],
      [3, "Cleo"],
    ]);
    // The largest difference first, as on the page.
    expect(data.comparison.scales[0].scale).toBe("E");
    expect(data.comparison.guidance[0].people.map((p: { id: number }) => p.id)).toEqual([1, 2]);
    const text = JSON.stringify(data);
    for (const row of [ann, ben, cleo]) expect(text).not.toContain(row.email);
    expect(text).not.toContain(`"id":${ann.id},`);
    expect(data.comparison.people[0].company).toEqual({ id: 0, name: "Harbor Dental" });

    const pdf = await pdfText(link.payload);
    expect(pdf).toContain("Ann Lee");
    expect(pdf).toContain("Cleo Park");

    // The view's links, whatever order its people are named in; a colleague sees them too.
    const listed = await s.call(
      HARBOR_USER,
      "GET",
      `/view-shares?kind=comparison&survey_result_ids=${cleo.id},${ann.id},${ben.id}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((l: { id: number; state: string }) => [l.id, l.state])).toEqual([[link.id, "active"]]);

    expect((await s.call(HARBOR_OWNER, "DELETE", `/view-shares/${link.id}`)).body.data.state).toBe("revoked");
    expect(await open(link.payload)).toMatchObject({ status: 410, body: { message: GONE } });
    expect((await open(link.payload, "/pdf")).status).toBe(410);
  });

  test("another company's staff can neither make, list nor revoke links to it: 404", async () => {
    const a = await person("Dora", "Kim", { N: 90 });
    const b = await person("Eli", "Fox", { N: 10 });
    const view = { kind: "comparison", survey_result_ids: [a.id, b.id] };
    const link = await share(view);
    expect((await s.call(SUMMIT_OWNER, "POST", "/view-shares", { view })).status).toBe(404);
    expect(
      (await s.call(SUMMIT_OWNER, "GET", `/view-shares?kind=comparison&survey_result_ids=${a.id},${b.id}`)).status,
    ).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/view-shares/${link.id}`)).status).toBe(404);
    expect((await open(link.payload)).status).toBe(200);
    expect((await s.api.fetch("/view-shares", { method: "POST", json: { view } })).status).toBe(401);
  });

  test("stops when its maker is deactivated or someone in it is deleted, and opens again once they are back", async () => {
    const a = await person("Fay", "Ray", { A: 90 });
    const b = await person("Gus", "Orr", { A: 10 });
    const link = await share({ kind: "comparison", survey_result_ids: [a.id, b.id] }, HARBOR_USER);
    const [row] = await s.database.db.select().from(schema.viewShares).where(eq(schema.viewShares.id, link.id));
    await s.database.db.update(schema.users).set({ active: 0 }).where(eq(schema.users.id, row.createdByUserId!));
    try {
      expect(await open(link.payload)).toMatchObject({ status: 410, body: { message: GONE } });
    } finally {
      await s.database.db.update(schema.users).set({ active: 1 }).where(eq(schema.users.id, row.createdByUserId!));
    }
    expect((await open(link.payload)).status).toBe(200);
    await s.database.db.delete(schema.surveyResults).where(eq(schema.surveyResults.id, b.id));
    expect(await open(link.payload)).toMatchObject({ status: 410, body: { message: GONE } });
  });
});

describe("links to a team view and a conflict plan", () => {
  test("a team's link shows its spread by position, without who made the team; its PDF names the team", async () => {
    const a = await person("Hal", "Ito", { E: 95, N: 20 });
    const b = await person("Ida", "Jo", { E: 5, N: 80 });
    const made = await s.call(HARBOR_OWNER, "POST", "/teams", {
      name: "Front desk (shared)",
      kind: "custom",
      survey_result_ids: [a.id, b.id],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const link = await share({ kind: "team", team_id: made.body.data.id });
    const { status, body } = await open(link.payload);
    expect(status).toBe(200);
    expect(body.data.kind).toBe("team");
    const team = body.data.team;
    expect(team.team).toMatchObject({ id: 0, name: "Front desk (shared)", created_by: null, member_count: 2 });
    expect(team.members.map((m: { id: number; first: string }) => m.first).sort()).toEqual(["Hal", "Ida"]);
    expect(team.members.map((m: { id: number }) => m.id).sort()).toEqual([1, 2]);
    expect(team.balance.scored).toBe(2);
    expect(JSON.stringify(body)).not.toContain(a.email);
    expect(await pdfText(link.payload)).toContain("Front desk (shared)");
    expect(
      (await s.call(HARBOR_OWNER, "GET", `/view-shares?kind=team&team_id=${made.body.data.id}`)).body.data,
    ).toHaveLength(1);
  });

  test("a conflict plan's link shows both sides' friction points; its PDF is the one-page plan", async () => {
    const a = await person("Jan", "Kerr", { A1: 95, E: 90 });
    const b = await person("Kim", "Lund", { A1: 5, E: 10 });
    const link = await share({ kind: "conflict", survey_result_id: a.id, other_survey_result_id: b.id });
    const { status, body } = await open(link.payload);
    expect(status).toBe(200);
    expect(body.data.kind).toBe("conflict");
    const { a: sideA, b: sideB, points } = body.data.conflict;
    expect([sideA.id, sideA.first, sideB.id, sideB.first]).toEqual([1, "Jan", 2, "Kim"]);
    expect(points.length).toBeGreaterThan(0);
    const pdf = await pdfText(link.payload);
    expect(pdf).toContain("Jan");
    expect(pdf).toContain("Kim");
  });
});

describe("what a link refuses", () => {
  test("garbage, a changed byte or a report's link: 'not valid' (404), never a 500", async () => {
    const a = await person("Lea", "Moe", { O: 90 });
    const b = await person("Max", "Nye", { O: 10 });
    const link = await share({ kind: "comparison", survey_result_ids: [a.id, b.id] });
    expect(await open("not-a-payload")).toMatchObject({ status: 404, body: { message: INVALID } });
    const changed = link.payload.slice(0, -3) + (link.payload.endsWith("AAA") ? "BBB" : "AAA");
    expect(await open(changed)).toMatchObject({ status: 404, body: { message: INVALID } });
    const report = await s.call(HARBOR_OWNER, "POST", "/survey-results/public/encode-report-payload", {
      survey_result_id: a.id,
    });
    const reportPayload = report.body.data.path.slice("/shared/report/".length);
    expect(await open(reportPayload)).toMatchObject({ status: 404, body: { message: INVALID } });
    expect((await s.api.fetch("/view-shares/public")).status).toBe(400);
  });

  test("inputs are checked by the view's own rules: 400 with the field, 409 while someone has not finished", async () => {
    const a = await person("Ned", "Oak", { C: 70 });
    const unfinished = await person("Ola", "Pim", null);
    const post = (body: unknown) => s.call(HARBOR_OWNER, "POST", "/view-shares", body);
    const paths = (res: { body: { errors: { path: string }[] } }) => res.body.errors.map((e) => e.path);

    const kind = await post({ view: { kind: "report" } });
    expect(kind.status).toBe(400);
    expect(paths(kind)).toContain("view.kind");
    const one = await post({ view: { kind: "comparison", survey_result_ids: [a.id] } });
    expect(one.status).toBe(400);
    expect(paths(one)).toContain("view.survey_result_ids");
    const both = await post({
      view: { kind: "conflict", survey_result_id: a.id, other_survey_result_id: a.id + 1, team_id: 1 },
    });
    expect(both.status).toBe(400);
    expect(paths(both)).toContain("view.team_id");
    const days = await post({ view: { kind: "team", team_id: 1 }, expires_in_days: 91 });
    expect(days.status).toBe(400);
    expect(paths(days)).toContain("expires_in_days");

    const waiting = await post({ view: { kind: "comparison", survey_result_ids: [a.id, unfinished.id] } });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toContain("Ola Pim");
  });
});
