// The coaching brand's home figures: people due for reassessment (their latest assessment 90+ days old, nobody
// registered again since), inside the caller's scope; no jobs section. `~brand` is swapped for the coaching brand in
// this file, as BRAND=coaching does for a build.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DAY, FRANCHISE_OWNER, OWNER, startHomeApi, SUPER, type HomeApi } from "./support";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let home: HomeApi;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  home = await startHomeApi();
  // Due: assessed once, 120 days ago; and the longest-waiting, 200 days ago.
  await home.result("Harbor Dental", { email: "due@home.test", createdAt: ago(120) });
  await home.result("Harbor Dental", { email: "Longest@home.test", createdAt: ago(200) });
  // Not due: reassessed since (the same person, another case of the e-mail).
  await home.result("Harbor Dental", { email: "again@home.test", createdAt: ago(150) });
  await home.result("Harbor Dental", { email: "AGAIN@home.test", createdAt: ago(10) });
  // Not due: registered again and still answering.
  await home.result("Harbor Dental", { email: "answering@home.test", createdAt: ago(130) });
  await home.result("Harbor Dental", { email: "answering@home.test", createdAt: ago(1), submittedAt: null });
  // Not due: recent, a test, or archived.
  await home.result("Harbor Dental", { email: "recent@home.test", createdAt: ago(30) });
  await home.result("Harbor Dental", { email: "test@home.test", createdAt: ago(120), isTest: true });
  await home.result("Harbor Dental", { email: "archived@home.test", createdAt: ago(120), archivedAt: ago(100) });
  // Another franchise's person: due, but never in Harbor's or Northwind's figures.
  await home.result("Bayside Bakery", { email: "bayside@home.test", createdAt: ago(120) });
}, 120_000);
afterAll(() => home?.close());

describe("GET /dashboard on the coaching brand", () => {
  it("lists the people due for reassessment in the caller's scope, longest-waiting first", async () => {
    const { status, body } = await home.get("/dashboard", OWNER);
    expect(status).toBe(200);
    expect(body.data.jobs).toBeNull();
    expect(body.data.reassessment.after_days).toBe(90);
    expect(body.data.reassessment.due).toBe(2);
    expect(
      body.data.reassessment.people.map((p: { first: string; company: { name: string } }) => p.company.name),
    ).toEqual(["Harbor Dental", "Harbor Dental"]);
    const [first, second] = body.data.reassessment.people;
    expect(Date.parse(first.last_assessed_at)).toBeLessThan(Date.parse(second.last_assessed_at));

    const franchise = (await home.get("/dashboard", FRANCHISE_OWNER)).body.data;
    expect(franchise.reassessment.due).toBe(2);
    const all = (await home.get("/dashboard", SUPER)).body.data;
    expect(all.reassessment.due).toBe(3);
  });
});
