// Comparison and the conflict tool over the API (coaching brand): people side by side with the largest differences
// first and guidance per pair, friction points with what to say and avoid, their PDFs, validation with field paths,
// and the tenant scope — one foreign id refuses the whole request, never a partial comparison.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build; its pair texts are a
// table whose every string names its scale and level pair, so the tests see which text was chosen.
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import type { ScaleCode } from "../../../domain/assessment/traits";
import { compareProfiles, MAX_PEOPLE } from "../../../domain/coaching/comparison";
import { fakePairTexts, planted } from "../../support/pair-texts";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => {
  const coaching = (await import("../../../brands/coaching/index")).default;
  const { fakePairTexts: texts } = await import("../../support/pair-texts");
  return { default: { ...coaching, loadPairTexts: async () => texts() } };
});

let s: StaffApi;
beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** A person of a company with planted percentiles (or unfinished: no scores). */
async function person(
  company: string,
  first: string,
  last: string,
  percentiles: Partial<Record<ScaleCode, number>> | null,
): Promise<number> {
  const [row] = await s.database.db
    .insert(schema.surveyResults)
    .values({
      companyId: s.companyIds[company],
      roleName: "Receptionist",
      first,
      last,
      email: `${first}.${last}.${Math.random().toString(36).slice(2)}@example.test`.toLowerCase(),
      consentAt: new Date(),
      submittedAt: percentiles ? new Date() : null,
      scores: percentiles ? planted(percentiles) : null,
    })
    .returning({ id: schema.surveyResults.id });
  return row.id;
}

const ids = (...values: (number | string)[]) => values.map((v) => `survey_result_ids=${v}`).join("&");

async function pdfText(path: string, as = HARBOR_OWNER) {
  const res = await s.api.fetch(path, { as });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text, totalPages, disposition: res.headers.get("content-disposition") };
}

describe("comparison", () => {
  test("three people: every scale, the largest spread first, each person's percentile, guidance per pair", async () => {
    const ann = await person("harbor-dental", "Ann", "Lee", { E: 92, C2: 15, O: 40, A: 20 });
    const ben = await person("harbor-dental", "Ben", "Ng", { E: 8, C2: 85, O: 60, A: 22 });
    const cleo = await person("harbor-dental", "Cleo", "Park", { E: 50, C2: 50, O: 50, A: 24 });
    const res = await s.call(HARBOR_USER, "GET", `/comparisons?${ids(ann, ben, cleo)}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.people.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
      [ann, "Ann"],
      [ben, "Ben"],
      [cleo, "Cleo"],
    ]);
    expect(data.people[0]).toMatchObject({
      first: "Ann",
      last: "Lee",
      role_name: "Receptionist",
      company: { id: s.companyIds["harbor-dental"], name: "Harbor Dental" },
    });
    // Extraversion (spread 84) before Orderliness (70), Openness (20), then Agreeableness (4); all 35 scales.
    expect(data.scales.slice(0, 4).map((x: { scale: string; spread: number }) => [x.scale, x.spread])).toEqual([
      ["E", 84],
      ["C2", 70],
      ["O", 20],
      ["A", 4],
    ]);
    expect(data.scales).toHaveLength(35);
    expect(data.scales[0].percentiles).toEqual([
      { id: ann, percentile: 92, level: "high" },
      { id: ben, percentile: 8, level: "low" },
      { id: cleo, percentile: 50, level: "neutral" },
    ]);
    // The guidance: one entry per pair, names filled in, lower and higher the right way round.
    expect(data.guidance.map((g: { people: { name: string }[] }) => g.people.map((p) => p.name))).toEqual([
      ["Ann", "Ben"],
      ["Ann", "Cleo"],
      ["Ben", "Cleo"],
    ]);
    const [e] = data.guidance[0].items;
    expect(e).toMatchObject({
      scale: "E",
      pair: "low-high",
      lower: { id: ben, name: "Ben" },
      higher: { id: ann, name: "Ann" },
      lowerBrings: "E low-high: Ben brings calm.",
      misreads: "E low-high: Ben and Ann misread each other.",
    });
    const people = [
      { id: ann, first: "Ann" },
      { id: ben, first: "Ben" },
      { id: cleo, first: "Cleo" },
    ];
    const stored = await s.database.db.select().from(schema.surveyResults);
    const expected = compareProfiles(
      people.map((p) => ({ id: p.id, name: p.first, scores: stored.find((r) => r.id === p.id)!.scores! })),
      fakePairTexts(),
    );
    expect(data.scales).toEqual(expected.scales);
    expect(data.guidance).toEqual(expected.guidance);
  });

  test("twelve people are compared whole: every one of them, every pair", async () => {
    const twelve = (await s.resultIds("harbor-dental", (r) => r.scores !== null)).slice(0, 12);
    expect(twelve).toHaveLength(12);
    const res = await s.call(HARBOR_OWNER, "GET", `/comparisons?${ids(...twelve)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.people.map((p: { id: number }) => p.id)).toEqual(twelve);
    expect(res.body.data.guidance).toHaveLength(66);
  });

  test("the input: 2 to 20 distinct ids, each a number, else 400 with the field", async () => {
    const [a, b] = await s.resultIds("harbor-dental", (r) => r.scores !== null);
    const problems = async (query: string) => {
      const res = await s.call(HARBOR_OWNER, "GET", `/comparisons${query}`);
      expect(res.status, query).toBe(400);
      return res.body.errors;
    };
    expect(await problems(`?${ids(a)}`)).toEqual([
      { path: "survey_result_ids", message: "must name at least 2 people" },
    ]);
    const tooMany = Array.from({ length: MAX_PEOPLE + 1 }, (_, k) => k + 1);
    expect(await problems(`?${ids(...tooMany)}`)).toEqual([
      { path: "survey_result_ids", message: `must name at most ${MAX_PEOPLE} people` },
    ]);
    expect(await problems(`?${ids(a, b, a)}`)).toEqual([{ path: "survey_result_ids.2", message: "is named twice" }]);
    expect((await problems(`?${ids(a, "abc")}`))[0].path).toBe("survey_result_ids.1");
    expect((await problems(`?${ids(a, "-3")}`))[0].path).toBe("survey_result_ids.1");
    expect((await problems("")).map((p: { path: string }) => p.path)).toEqual(["survey_result_ids"]);
    expect((await problems(`/pdf?${ids(a)}`))[0].path).toBe("survey_result_ids");
    // Comma-separated is read the same as repeated.
    expect((await s.call(HARBOR_OWNER, "GET", `/comparisons?survey_result_ids=${a},${b}`)).status).toBe(200);
  });

  test("anyone not finished: 409 naming them, with the field", async () => {
    const done = await person("harbor-dental", "Dora", "Done", { E: 70 });
    const open = await person("harbor-dental", "Otto", "Open", null);
    const res = await s.call(HARBOR_OWNER, "GET", `/comparisons?${ids(done, open)}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Otto Open has not finished/);
    expect(res.body.errors).toEqual([{ path: "survey_result_ids.1", message: "has not finished the assessment yet" }]);
  });

  test("one person outside the caller's scope refuses the whole comparison: 404, nothing of the others", async () => {
    const own = await person("harbor-dental", "Olive", "Ownstaff", { E: 80 });
    const own2 = await person("harbor-dental", "Oscar", "Ownstaff", { E: 20 });
    const foreign = await person("summit-fitness", "Fiona", "Foreign", { E: 50 });
    for (const path of [`/comparisons?${ids(own, foreign, own2)}`, `/comparisons/pdf?${ids(own, own2, foreign)}`]) {
      const res = await s.call(HARBOR_USER, "GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: "Person not found", errors: [] });
      expect(JSON.stringify(res.body)).not.toMatch(/Olive|Oscar|Fiona|Ownstaff/);
    }
    // The same from the other company's side; and an id that does not exist at all is the same 404.
    expect((await s.call(SUMMIT_OWNER, "GET", `/comparisons?${ids(foreign, own)}`)).body).toEqual({
      message: "Person not found",
      errors: [],
    });
    expect((await s.call(HARBOR_USER, "GET", `/comparisons?${ids(own, 99999999)}`)).status).toBe(404);
    // Both in scope: the comparison is there.
    expect((await s.call(HARBOR_USER, "GET", `/comparisons?${ids(own, own2)}`)).status).toBe(200);
    expect((await s.api.fetch(`/comparisons?${ids(own, own2)}`)).status).toBe(401);
  });

  test("the PDF holds every name, the domains, the largest differences and the guidance", async () => {
    const a = await person("harbor-dental", "Zoë", "Quill", { E: 90, N3: 10 });
    const b = await person("harbor-dental", "Yusuf", "Reed", { E: 10, N3: 90 });
    const c = await person("harbor-dental", "Xena", "Stone", {});
    const { text, disposition } = await pdfText(`/comparisons/pdf?${ids(a, b, c)}`);
    expect(disposition).toBe('attachment; filename="comparison-Zoe-Quill-Yusuf-Reed-Xena-Stone.pdf"');
    for (const name of ["Zoë Quill", "Yusuf Reed", "Xena Stone"]) expect(text).toContain(name);
    expect(text).toContain("The five domains");
    expect(text).toContain("Largest differences");
    expect(text).toContain("Discouragement"); // N3, one of the two largest differences
    expect(text).not.toMatch(/Neuroticism|Depression|Anxiety|Vulnerability|Immoderation/);
    expect(text).toContain("Working together");
    expect(text).toContain("E low-high: Yusuf brings calm.");
    expect(text).toContain("Page 1 of");
  });
});

describe("conflict tool", () => {
  test("two people: only opposing levels, the largest gap first, with what to say and avoid naming both", async () => {
    const a = await person("harbor-dental", "Hana", "High", { C: 90, E: 20, O: 55, A: 10 });
    const b = await person("harbor-dental", "Liam", "Low", { C: 12, E: 85, O: 95, A: 30 });
    const res = await s.call(HARBOR_USER, "GET", `/conflicts?survey_result_id=${a}&other_survey_result_id=${b}`);
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.a).toMatchObject({ kind: "person", id: a, first: "Hana", name: "Hana" });
    expect(data.b).toMatchObject({ kind: "person", id: b, first: "Liam", name: "Liam" });
    expect(data.points.map((p: { scale: string; gap: number }) => [p.scale, p.gap])).toEqual([
      ["C", 78],
      ["E", 65],
    ]);
    expect(data.points[0]).toMatchObject({
      name: "Conscientiousness",
      low: { side: "b", name: "Liam", percentile: 12 },
      high: { side: "a", name: "Hana", percentile: 90 },
      friction: "C: Liam slows, Hana pushes.",
      say: ["C say one to Hana.", "C say two."],
      avoid: ["C avoid one.", "C avoid two with Liam."],
    });
  });

  test("the input: exactly one of the other person and a team; never the same person twice", async () => {
    const [a, b] = await s.resultIds("harbor-dental");
    const problem = async (query: string) => {
      const res = await s.call(HARBOR_OWNER, "GET", `/conflicts?${query}`);
      expect(res.status, query).toBe(400);
      return res.body.errors;
    };
    expect((await problem(`survey_result_id=${a}`))[0].path).toBe("other_survey_result_id");
    expect((await problem(`survey_result_id=${a}&other_survey_result_id=${b}&team_id=1`))[0].path).toBe("team_id");
    expect(await problem(`survey_result_id=${a}&other_survey_result_id=${a}`)).toEqual([
      { path: "other_survey_result_id", message: "must be another person" },
    ]);
    expect((await problem(`other_survey_result_id=${b}`))[0].path).toBe("survey_result_id");
    expect((await problem(`survey_result_id=x&other_survey_result_id=${b}`))[0].path).toBe("survey_result_id");
    expect((await problem(`survey_result_id=${a}&team_id=0`))[0].path).toBe("team_id");
  });

  test("a person outside the scope, or unfinished: 404 and 409 as for the comparison", async () => {
    const own = await person("harbor-dental", "Olga", "Own", { E: 80 });
    const foreign = await person("summit-fitness", "Fred", "Far", { E: 10 });
    const open = await person("harbor-dental", "Una", "Unfinished", null);
    for (const path of [
      `/conflicts?survey_result_id=${own}&other_survey_result_id=${foreign}`,
      `/conflicts?survey_result_id=${foreign}&other_survey_result_id=${own}`,
      `/conflicts/pdf?survey_result_id=${own}&other_survey_result_id=${foreign}`,
    ]) {
      const res = await s.call(HARBOR_USER, "GET", path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Olga|Fred/);
    }
    const unfinished = await s.call(
      HARBOR_USER,
      "GET",
      `/conflicts?survey_result_id=${own}&other_survey_result_id=${open}`,
    );
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.errors).toEqual([
      { path: "other_survey_result_id", message: "has not finished the assessment yet" },
    ]);
  });

  test("a person and a team: the person against each other member, the members at the other end named", async () => {
    const ida = await person("harbor-dental", "Ida", "Quiet", { E: 12, C: 88 });
    const members = [
      await person("harbor-dental", "Tom", "One", { E: 80, C: 10 }),
      await person("harbor-dental", "Tia", "Two", { E: 90, C: 20 }),
      await person("harbor-dental", "Ted", "Three", { E: 70, C: 90 }),
      await person("harbor-dental", "Una", "Open", null),
      ida, // Ida is in the team too: the conversation is between her and the others
    ];
    const team = async (company: string, name: string, ids: number[]) => {
      const [row] = await s.database.db
        .insert(schema.teams)
        .values({ companyId: s.companyIds[company], name, kind: "custom" })
        .returning({ id: schema.teams.id });
      if (ids.length)
        await s.database.db
          .insert(schema.teamMembers)
          .values(ids.map((id) => ({ teamId: row.id, surveyResultId: id })));
      return row.id;
    };
    const frontDesk = await team("harbor-dental", "Front desk", members);
    const res = await s.call(HARBOR_USER, "GET", `/conflicts?survey_result_id=${ida}&team_id=${frontDesk}`);
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.a).toMatchObject({ kind: "person", id: ida, name: "Ida" });
    expect(data.b).toEqual({ kind: "team", id: frontDesk, name: "Front desk", member_count: 3 });
    // E against all three (Tia the farthest), C against two of them (Ted is high like Ida): the most members first.
    expect(data.points.map((p: { scale: string; gap: number }) => [p.scale, p.gap])).toEqual([
      ["E", 78],
      ["C", 78],
    ]);
    expect(data.points[0].high).toEqual({ side: "b", name: "Tia, Tom, and Ted", percentile: 90 });
    expect(data.points[0].friction).toBe("E: Ida slows, Tia pushes.");
    expect(data.points[1].low).toEqual({ side: "b", name: "Tom and Tia", percentile: 10 });
    expect(data.points[1].friction).toBe("C: Tom slows, Ida pushes.");

    const { text, totalPages } = await pdfText(`/conflicts/pdf?survey_result_id=${ida}&team_id=${frontDesk}`);
    expect(totalPages).toBe(1);
    expect(text).toContain("Ida Quiet and the team Front desk");

    // Another company's team is not found; a team of unfinished people has no profile to talk to.
    const foreign = await team("summit-fitness", "Gym floor", [
      await person("summit-fitness", "Gus", "Gym", { E: 90 }),
    ]);
    const notFound = await s.call(HARBOR_USER, "GET", `/conflicts?survey_result_id=${ida}&team_id=${foreign}`);
    expect(notFound.status).toBe(404);
    expect(JSON.stringify(notFound.body)).not.toMatch(/Gym|Gus/);
    const waiting = await team("harbor-dental", "Not yet", [await person("harbor-dental", "Wes", "Waiting", null)]);
    const unfinished = await s.call(HARBOR_USER, "GET", `/conflicts?survey_result_id=${ida}&team_id=${waiting}`);
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.errors).toEqual([
      { path: "team_id", message: "has no other member with a finished assessment" },
    ]);
    // A foreign person with an own team: the same 404.
    const far = await person("summit-fitness", "Fay", "Far", { E: 10 });
    expect((await s.call(HARBOR_USER, "GET", `/conflicts?survey_result_id=${far}&team_id=${frontDesk}`)).status).toBe(
      404,
    );
  });

  test("the conversation plan: one page with both names, the top three friction points and the agenda", async () => {
    const a = await person("harbor-dental", "Maya", "North", { N: 90, E: 10, O: 90, A: 10, C: 90 });
    const b = await person("harbor-dental", "Noah", "South", { N: 10, E: 90, O: 10, A: 90, C: 10 });
    const { text, totalPages, disposition } = await pdfText(
      `/conflicts/pdf?survey_result_id=${a}&other_survey_result_id=${b}`,
      HARBOR_USER,
    );
    expect(totalPages).toBe(1);
    expect(disposition).toBe('attachment; filename="conversation-plan-Maya-North-Noah-South.pdf"');
    expect(text).toContain("Conversation plan");
    expect(text).toContain("Maya North and Noah South");
    // Five domains oppose; the plan keeps to the first three (equal gaps: the inventory's order N, E, O).
    expect(text).toContain("N: Noah slows, Maya pushes.");
    expect(text).toContain("E: Maya slows, Noah pushes.");
    expect(text).toContain("O: Noah slows, Maya pushes.");
    expect(text).not.toContain("A: Maya slows");
    for (const part of ["What to say", "What to avoid", "Agenda", "Opening", "Agreements", "Follow-up date"])
      expect(text).toContain(part);
    expect(text).toContain("Page 1 of 1");
  });
});
