// Scorecards: two interviewers of one company score a candidate at a stage; the second cannot read the first's
// scorecard or the debrief before submitting theirs (403) and can after; the debrief flags a spread of two points;
// submitting checks every attribute and the recommendation (400 naming them) and is final (409); a company question
// limited to a stage is in that stage's kit only; another company's staff find nothing (404); staff without the
// pipeline permission are refused (403); bad input is 4xx.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

const RECRUITER = "recruiter@harbor-dental.test";
const STAGE = "Interview";

let s: StaffApi;
let resultId: number;

beforeAll(async () => {
  s = await startStaffApi();
  [resultId] = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.roleName === "Hygienist");
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Attribute = { key: string; name: string; anchors: string[]; questions: { key: string }[] };
const kitPath = (id = resultId) => `/scorecards/candidates/${id}?stage=${STAGE}`;

describe("scorecards", () => {
  let keys: string[] = [];
  let ownerCardId: number;

  test("the kit rates the gap questions' traits with four anchors, and a company question once it has an attribute", async () => {
    const { body: q } = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", {
      text: "Tell me about a nervous patient you calmed down.",
    });
    const before = await s.call(RECRUITER, "GET", kitPath());
    expect(before.status).toBe(200);
    expect(before.body.data.unrated_question_count).toBeGreaterThanOrEqual(1);
    // Only managers get the questions to write attributes for.
    expect(before.body.data.unrated_questions).toEqual([]);
    const owners = (await s.call(HARBOR_OWNER, "GET", kitPath())).body.data;
    expect(owners.unrated_questions).toContainEqual({ question_id: q.data.id, text: q.data.text });
    expect(before.body.data.attributes.map((a: Attribute) => a.key)).not.toContain(`custom:${q.data.id}`);

    const set = await s.call(HARBOR_OWNER, "PUT", `/scorecards/attributes/${q.data.id}`, {
      name: "Patient care",
      anchors: ["No example", "A vague example", "A specific example", "Several examples with results"],
    });
    expect(set.status).toBe(200);
    // Only the company's managers write attributes; another company does not find the question.
    expect(
      (
        await s.call(RECRUITER, "PUT", `/scorecards/attributes/${q.data.id}`, {
          name: "x",
          anchors: ["a", "b", "c", "d"],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.call(SUMMIT_OWNER, "PUT", `/scorecards/attributes/${q.data.id}`, {
          name: "x",
          anchors: ["a", "b", "c", "d"],
        })
      ).status,
    ).toBe(404);

    const { body } = await s.call(RECRUITER, "GET", kitPath());
    const kit = body.data;
    expect(kit.stage).toBe(STAGE);
    expect(kit.benchmark).not.toBeNull();
    const attributes: Attribute[] = kit.attributes;
    expect(attributes.length).toBeGreaterThan(1);
    expect(attributes.every((a) => a.anchors.length === 4 && a.questions.length > 0)).toBe(true);
    expect(attributes.some((a) => a.key.startsWith("trait:"))).toBe(true);
    const own = attributes.find((a) => a.key === `custom:${q.data.id}`)!;
    expect(own).toMatchObject({ name: "Patient care", kind: "custom" });
    // Staff-facing words only: no inventory name reads as a diagnosis.
    expect(JSON.stringify(attributes)).not.toMatch(/Neuroticism|Depression|Vulnerability/);
    keys = attributes.map((a) => a.key);
  });

  test("a draft may be incomplete; submitting needs every rating and a recommendation (400 naming them)", async () => {
    const draft = await s.call(HARBOR_OWNER, "PUT", `/scorecards/candidates/${resultId}`, {
      stage: STAGE,
      ratings: [{ attribute_key: keys[0], rating: 4, notes: "Clear example" }],
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: "draft", recommendation: null, submitted_at: null });
    ownerCardId = draft.body.data.id;

    const incomplete = await s.call(HARBOR_OWNER, "POST", `/scorecards/candidates/${resultId}/submit`, {
      stage: STAGE,
      ratings: [{ attribute_key: keys[0], rating: 4 }],
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBeTruthy();
    const paths = incomplete.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toContain("recommendation");
    expect(paths).toContain(`ratings.${keys[1]}`);
    expect(paths).not.toContain(`ratings.${keys[0]}`);
  });

  test("the second interviewer cannot read the first's scorecard or the debrief before submitting (403), can after", async () => {
    // The owner submits: every attribute 4, strong yes.
    const submitted = await s.call(HARBOR_OWNER, "POST", `/scorecards/candidates/${resultId}/submit`, {
      stage: STAGE,
      recommendation: "strong_yes",
      ratings: keys.map((k) => ({ attribute_key: k, rating: 4 })),
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ id: ownerCardId, status: "submitted", recommendation: "strong_yes" });
    // Submitted is final.
    const again = await s.call(HARBOR_OWNER, "PUT", `/scorecards/candidates/${resultId}`, { stage: STAGE });
    expect(again.status).toBe(409);

    // The recruiter has not submitted: the owner's scorecard and the debrief are hidden.
    expect((await s.call(RECRUITER, "GET", `/scorecards/${ownerCardId}`)).status).toBe(403);
    expect((await s.call(RECRUITER, "GET", `/scorecards/candidates/${resultId}/debrief?stage=${STAGE}`)).status).toBe(
      403,
    );
    const kit = (await s.call(RECRUITER, "GET", kitPath())).body.data;
    expect(kit.others).toEqual([expect.objectContaining({ id: ownerCardId, status: "submitted", visible: false })]);
    expect(JSON.stringify(kit.others)).not.toContain("strong_yes");

    // The recruiter rates the first attribute 2 (a spread of 2), the rest 4, and submits "no".
    const theirs = await s.call(RECRUITER, "POST", `/scorecards/candidates/${resultId}/submit`, {
      stage: STAGE,
      recommendation: "no",
      ratings: keys.map((k, i) => ({ attribute_key: k, rating: i === 0 ? 2 : 4 })),
    });
    expect(theirs.status).toBe(200);

    const read = await s.call(RECRUITER, "GET", `/scorecards/${ownerCardId}`);
    expect(read.status).toBe(200);
    expect(read.body.data.recommendation).toBe("strong_yes");

    const debrief = await s.call(RECRUITER, "GET", `/scorecards/candidates/${resultId}/debrief?stage=${STAGE}`);
    expect(debrief.status).toBe(200);
    expect(debrief.body.data.scorecards.map((c: { recommendation: string }) => c.recommendation)).toEqual([
      "strong_yes",
      "no",
    ]);
    const first = debrief.body.data.attributes.find((a: { key: string }) => a.key === keys[0]);
    expect(first).toMatchObject({ ratings: [4, 2], spread: 2, flagged: true });
    const second = debrief.body.data.attributes.find((a: { key: string }) => a.key === keys[1]);
    expect(second).toMatchObject({ ratings: [4, 4], spread: 0, flagged: false });

    // Submitting is audited with the recommendation, never the notes.
    const audit = await s.database.db
      .select({ action: schema.auditEvents.action, summary: schema.auditEvents.summary })
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "scorecard.submit"), eq(schema.auditEvents.subjectId, resultId)));
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => !a.summary.includes("Clear example"))).toBe(true);

    // What the interviewers wrote is the person's data too: their export holds both scorecards and every rating.
    const exported = await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${resultId}/export`);
    expect(exported.status).toBe(200);
    const { scorecards, scorecard_ratings } = exported.body.data.tables;
    expect(scorecards.map((c: { recommendation: string }) => c.recommendation).sort()).toEqual(["no", "strong_yes"]);
    expect(scorecard_ratings).toHaveLength(keys.length * 2);
  });

  test("with the company setting off, others' submitted scorecards are readable before one's own", async () => {
    expect((await s.call(RECRUITER, "PUT", "/scorecard-settings", { hide_until_submitted: false })).status).toBe(403);
    const off = await s.call(HARBOR_OWNER, "PUT", "/scorecard-settings", { hide_until_submitted: false });
    expect(off.body.data).toMatchObject({ hide_until_submitted: false });
    const other = "Second interview";
    const submitted = await s.call(HARBOR_OWNER, "POST", `/scorecards/candidates/${resultId}/submit`, {
      stage: other,
      recommendation: "yes",
      ratings: keys.map((k) => ({ attribute_key: k, rating: 3 })),
    });
    expect(submitted.status).toBe(200);
    expect((await s.call(RECRUITER, "GET", `/scorecards/${submitted.body.data.id}`)).status).toBe(200);
    await s.call(HARBOR_OWNER, "PUT", "/scorecard-settings", { hide_until_submitted: true });
    expect((await s.call(RECRUITER, "GET", `/scorecards/${submitted.body.data.id}`)).status).toBe(403);
  });

  test("a company question limited to a stage is in that stage's kit only; submitting elsewhere does not need it", async () => {
    const created = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", {
      text: "Walk me through how you would explain a treatment plan to a worried patient.",
      stages: ["Interview", "Interview"],
    });
    expect(created.status).toBe(201);
    const question = created.body.data;
    expect(question.stages).toEqual(["Interview"]);
    expect(
      (
        await s.call(HARBOR_OWNER, "PUT", `/scorecards/attributes/${question.id}`, {
          name: "Explaining care",
          anchors: ["No example", "A vague example", "A specific example", "Several examples with results"],
        })
      ).status,
    ).toBe(200);
    const key = `custom:${question.id}`;
    const keysAt = async (stage: string) =>
      (await s.call(RECRUITER, "GET", `/scorecards/candidates/${resultId}?stage=${stage}`)).body.data.attributes.map(
        (a: Attribute) => a.key,
      ) as string[];
    const interview = await keysAt("Interview");
    const screening = await keysAt("Screening");
    expect(interview).toContain(key);
    expect(screening).not.toContain(key);
    // The gap questions and the company's every-stage question are in both kits.
    expect(screening).toEqual(interview.filter((k) => k !== key));
    expect(screening).toEqual(keys);

    // At Screening its attribute is neither needed nor accepted.
    const extra = await s.call(RECRUITER, "POST", `/scorecards/candidates/${resultId}/submit`, {
      stage: "Screening",
      recommendation: "yes",
      ratings: [...screening, key].map((k) => ({ attribute_key: k, rating: 3 })),
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual([
      { path: `ratings.${screening.length}.attribute_key`, message: expect.any(String) },
    ]);
    const submitted = await s.call(RECRUITER, "POST", `/scorecards/candidates/${resultId}/submit`, {
      stage: "Screening",
      recommendation: "yes",
      ratings: screening.map((k) => ({ attribute_key: k, rating: 3 })),
    });
    expect(submitted.status).toBe(200);
    // At Interview it is needed (another candidate, whose Interview scorecards are not started).
    const other = (await s.resultIds("harbor-dental", (r) => r.scores !== null && r.id !== resultId))[0];
    const otherKit = (await s.call(RECRUITER, "GET", `/scorecards/candidates/${other}?stage=Interview`)).body.data;
    const otherKeys = otherKit.attributes.map((a: Attribute) => a.key) as string[];
    expect(otherKeys).toContain(key);
    const incomplete = await s.call(RECRUITER, "POST", `/scorecards/candidates/${other}/submit`, {
      stage: "Interview",
      recommendation: "yes",
      ratings: otherKeys.filter((k) => k !== key).map((k) => ({ attribute_key: k, rating: 3 })),
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors.map((e: { path: string }) => e.path)).toEqual([`ratings.${key}`]);

    // Changing the text alone keeps its stages; null asks it at every stage again.
    const kept = await s.call(HARBOR_OWNER, "PUT", `/custom-interview-questions/${question.id}`, {
      text: question.text,
    });
    expect(kept.body.data.stages).toEqual(["Interview"]);
    const listed = (await s.call(HARBOR_OWNER, "GET", "/custom-interview-questions")).body.data;
    expect(listed.find((q: { id: number }) => q.id === question.id).stages).toEqual(["Interview"]);
    const everywhere = await s.call(HARBOR_OWNER, "PUT", `/custom-interview-questions/${question.id}`, {
      text: question.text,
      stages: null,
    });
    expect(everywhere.body.data.stages).toBeNull();
    expect(await keysAt("Screening")).toContain(key);

    // Only the company's own stage names (400 naming each), and only in the caller's scope (404).
    const bad: [string, string, unknown][] = [
      ["POST", "/custom-interview-questions", { text: "Q", stages: ["Interview", "Tea break"] }],
      ["POST", "/custom-interview-questions", { text: "Q", stages: "Interview" }],
      ["POST", "/custom-interview-questions", { text: "Q", stages: [""] }],
      ["PUT", `/custom-interview-questions/${question.id}`, { text: "Q", stages: ["Lunch"] }],
    ];
    for (const [method, path, body] of bad) {
      const res = await s.call(HARBOR_OWNER, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    const named = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", {
      text: "Q",
      stages: ["Interview", "Tea break"],
    });
    expect(named.body.errors).toEqual([{ path: "stages.1", message: expect.any(String) }]);
    expect(
      (
        await s.call(SUMMIT_OWNER, "PUT", `/custom-interview-questions/${question.id}`, {
          text: "Q",
          stages: ["Interview"],
        })
      ).status,
    ).toBe(404);
    expect(
      (await s.call(RECRUITER, "PUT", `/custom-interview-questions/${question.id}`, { text: "Q", stages: ["Offer"] }))
        .status,
    ).toBe(403);
    // Tidy up: later tests rate the kit of the first test.
    expect((await s.call(HARBOR_OWNER, "DELETE", `/custom-interview-questions/${question.id}`)).status).toBe(204);
  });

  test("another company's staff find nothing (404); staff without the pipeline permission are refused (403)", async () => {
    expect((await s.call(SUMMIT_OWNER, "GET", kitPath())).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "GET", `/scorecards/${ownerCardId}`)).status).toBe(404);
    expect(
      (await s.call(SUMMIT_OWNER, "GET", `/scorecards/candidates/${resultId}/debrief?stage=${STAGE}`)).status,
    ).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "PUT", `/scorecards/candidates/${resultId}`, { stage: STAGE })).status).toBe(
      404,
    );
    expect(
      (await s.call(SUMMIT_OWNER, "POST", `/scorecards/candidates/${resultId}/submit`, { stage: STAGE })).status,
    ).toBe(404);
    expect(
      (await s.call(SUMMIT_OWNER, "GET", `/scorecard-settings?company_id=${s.companyIds["harbor-dental"]}`)).status,
    ).toBe(404);
    expect((await s.call(HARBOR_USER, "GET", kitPath())).status).toBe(403);
    expect((await s.call(HARBOR_USER, "PUT", `/scorecards/candidates/${resultId}`, { stage: STAGE })).status).toBe(403);
  });

  test("bad input answers 400 in the catalogue's shape, never 500", async () => {
    const cases: [string, string, unknown][] = [
      ["PUT", `/scorecards/candidates/${resultId}`, { stage: "" }],
      ["PUT", `/scorecards/candidates/${resultId}`, { stage: STAGE, recommendation: "maybe" }],
      ["PUT", `/scorecards/candidates/${resultId}`, { stage: STAGE, ratings: [{ attribute_key: keys[0], rating: 5 }] }],
      [
        "PUT",
        `/scorecards/candidates/${resultId}`,
        { stage: STAGE, ratings: [{ attribute_key: "trait:Z9", rating: 1 }] },
      ],
      [
        "PUT",
        `/scorecards/candidates/${resultId}`,
        { stage: STAGE, ratings: [{ attribute_key: "custom:999999", rating: 1 }] },
      ],
      [
        "PUT",
        `/scorecards/candidates/${resultId}`,
        { stage: STAGE, ratings: [{ attribute_key: keys[0] }, { attribute_key: keys[0] }] },
      ],
      ["PUT", `/scorecards/candidates/${resultId}`, { stage: STAGE, ratings: "all fours", extra: 1 }],
      ["PUT", `/scorecards/candidates/abc`, { stage: STAGE }],
      ["GET", `/scorecards/0`, undefined],
      ["PUT", `/scorecards/attributes/1`, { name: "x", anchors: ["a", "b", "c"] }],
      ["PUT", "/scorecard-settings", { hide_until_submitted: "yes" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await s.call(HARBOR_OWNER, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    // A draft of an unknown stage is fine; an unknown candidate is not found.
    expect((await s.call(HARBOR_OWNER, "GET", `/scorecards/candidates/2147483647`)).status).toBe(404);
  });
});
