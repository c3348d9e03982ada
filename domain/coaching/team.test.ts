import { describe, expect, it } from "vitest";
import { DOMAINS, type DomainCode } from "../assessment/traits";
import { POLE_NAMES, quantile, spreadOf, teamBalance, withPerson, type ScoredMember, type TeamMember } from "./team";

/** A member with planted domain percentiles (the domains not given sit at 50, the neutral middle). */
function member(id: number, name: string, planted: Partial<Record<DomainCode, number>>): ScoredMember {
  const domains = Object.fromEntries(DOMAINS.map((d) => [d, { percentile: planted[d] ?? 50 }])) as Record<
    DomainCode,
    { percentile: number }
  >;
  return { id, name, scores: { domains } };
}
const unscored = (id: number, name: string): TeamMember => ({ id, name, scores: null });

const ana = member(1, "Ana", { C: 90, N: 20, E: 80 });
const ben = member(2, "Ben", { C: 75, N: 40, E: 30 });
const cai = member(3, "Cai", { C: 70, N: 50, E: 60 });
const dee = member(4, "Dee", { C: 40, N: 30, E: 20 });
const team = [ana, ben, cai, dee];

const domain = (balance: ReturnType<typeof teamBalance>, d: DomainCode) => balance.domains.find((x) => x.domain === d)!;

describe("quantiles and the spread", () => {
  it("interpolates between the nearest values and rounds to a whole percentile", () => {
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(18); // 17.5 rounds up
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(33); // 32.5 rounds up
    expect(quantile([7], 0.25)).toBe(7);
  });

  it("reads lowest, quartiles, median and highest from unsorted values", () => {
    expect(spreadOf([90, 40, 75, 70])).toEqual({ min: 40, q1: 63, median: 73, q3: 79, max: 90 });
    expect(spreadOf([])).toBeNull();
  });
});

describe("teamBalance", () => {
  it("gives each domain its spread and its members, lowest first", () => {
    const c = domain(teamBalance(team), "C");
    expect(c.name).toBe("Conscientiousness");
    expect(c.spread).toEqual({ min: 40, q1: 63, median: 73, q3: 79, max: 90 });
    expect(c.members.map((m) => [m.name, m.percentile, m.level])).toEqual([
      ["Dee", 40, "neutral"],
      ["Cai", 70, "high"],
      ["Ben", 75, "high"],
      ["Ana", 90, "high"],
    ]);
  });

  it("names who sits at each extreme: the low level lowest first, the high level highest first", () => {
    const balance = teamBalance(team);
    expect(domain(balance, "C").high.map((m) => m.name)).toEqual(["Ana", "Ben", "Cai"]);
    expect(domain(balance, "C").low).toEqual([]);
    expect(domain(balance, "N").low.map((m) => m.name)).toEqual(["Ana", "Dee"]);
    expect(domain(balance, "E").low.map((m) => m.name)).toEqual(["Dee", "Ben"]);
    expect(domain(balance, "E").high.map((m) => m.name)).toEqual(["Ana"]);
  });

  it("has plenty of a pole where at least half the members sit, said in the pole's own words", () => {
    const { plenty } = teamBalance(team);
    expect(plenty.map((p) => [p.domain, p.pole, p.count, p.of])).toEqual([
      ["N", "low", 2, 4],
      ["E", "low", 2, 4],
      ["C", "high", 3, 4],
    ]);
    expect(plenty.find((p) => p.domain === "C")!.text).toBe(
      "Plenty of structure (high Conscientiousness): 3 of 4 people",
    );
    expect(plenty.find((p) => p.domain === "N")!.phrase).toBe("steadiness under pressure");
  });

  it("lacks a pole nobody sits at, from three members on", () => {
    const { lacks } = teamBalance(team);
    // O and A: everyone at 50; N: nobody high; C: nobody low. E has both ends.
    expect(lacks.map((l) => `${l.pole} ${l.domain}`)).toEqual([
      "high N",
      "low O",
      "high O",
      "low A",
      "high A",
      "low C",
    ]);
    expect(lacks.find((l) => l.domain === "C")!.text).toBe(
      "Lacks flexibility (low Conscientiousness): nobody in the team is at that end",
    );
    // Two people cannot cover ten poles: nothing is said to be lacking.
    expect(teamBalance([ana, ben]).lacks).toEqual([]);
  });

  it("counts only members with scores, and names the others", () => {
    const balance = teamBalance([...team, unscored(9, "Zed")]);
    expect(balance).toMatchObject({ size: 5, scored: 4, unscored: [{ id: 9, name: "Zed" }] });
    expect(domain(balance, "C").spread).toEqual(domain(teamBalance(team), "C").spread);
    expect(balance.plenty).toEqual(teamBalance(team).plenty);
  });

  it("an empty team, or one without scores, has no figures and nothing plenty or lacking", () => {
    for (const members of [[], [unscored(1, "Ana"), unscored(2, "Ben"), unscored(3, "Cai")]]) {
      const balance = teamBalance(members);
      expect(balance.scored).toBe(0);
      expect(balance.domains.every((d) => d.spread === null && d.members.length === 0)).toBe(true);
      expect(balance.plenty).toEqual([]);
      expect(balance.lacks).toEqual([]);
    }
  });

  it("a single person is never 'plenty' of anything", () => {
    expect(teamBalance([ana]).plenty).toEqual([]);
  });
});

describe("withPerson", () => {
  it("shows the median's shift per domain and the balance after", () => {
    const eve = member(5, "Eve", { C: 10, N: 85, E: 95 });
    const change = withPerson(team, eve);
    const c = change.changes.find((x) => x.domain === "C")!;
    expect(c).toMatchObject({ percentile: 10, level: "low", medianBefore: 73, medianAfter: 70, shift: -3 });
    expect(change.after.scored).toBe(5);
    expect(change.before).toEqual(teamBalance(team));
  });

  it("a pole nobody sat at stops being missing when the person sits there", () => {
    const eve = member(5, "Eve", { C: 10, N: 85 });
    const change = withPerson(team, eve);
    expect(change.changes.filter((x) => x.fills).map((x) => [x.domain, x.fills])).toEqual([
      ["N", "high"],
      ["C", "low"],
    ]);
    expect(change.before.lacks.some((l) => l.domain === "C" && l.pole === "low")).toBe(true);
    expect(change.after.lacks.some((l) => l.domain === "C" && l.pole === "low")).toBe(false);
    expect(change.summary).toContain("Eve brings flexibility (low Conscientiousness), which nobody in the team has.");
    expect(change.summary).toContain(
      `Eve brings ${POLE_NAMES.N.high} (high Stress response), which nobody in the team has.`,
    );
  });

  it("a pole becomes crowded when the person tips it to half the team", () => {
    // High E: 1 of 4 before; with two more high-E people it is 3 of 6.
    const fay = member(6, "Fay", { E: 90 });
    const gus = member(7, "Gus", { E: 85 });
    const change = withPerson([...team, fay], gus);
    const e = change.changes.find((x) => x.domain === "E")!;
    expect(e.crowds).toBe("high");
    expect(e.fills).toBeNull();
    expect(change.summary.some((s) => s.startsWith("With Gus, at least half the team sits at high Extraversion"))).toBe(
      true,
    );
    // Already plenty before: not "becomes" crowded.
    expect(withPerson(team, member(8, "Hal", { C: 95 })).changes.find((x) => x.domain === "C")!.crowds).toBeNull();
  });

  it("names notable median shifts, the largest first", () => {
    const small = [member(1, "Ana", { O: 20, A: 40 }), member(2, "Ben", { O: 30, A: 45 })];
    const change = withPerson(small, member(3, "Cai", { O: 90, A: 50 }));
    const o = change.changes.find((x) => x.domain === "O")!;
    expect([o.medianBefore, o.medianAfter, o.shift]).toEqual([25, 30, 5]);
    expect(change.summary).toContain("The team's median Openness to Experience moves up from 25 to 30.");
    // A: 43 → 45 is under the notable shift.
    expect(change.summary.some((s) => s.includes("Agreeableness"))).toBe(false);
  });

  it("someone who fits the balance is said to change nothing much", () => {
    const change = withPerson(team, member(9, "Ivy", { C: 72, N: 35, E: 46 }));
    expect(change.summary).toEqual(["Ivy fits the team's current balance: no domain changes much."]);
  });

  it("a member is not added twice", () => {
    const change = withPerson(team, ana);
    expect(change.alreadyMember).toBe(true);
    expect(change.after).toEqual(change.before);
    expect(change.changes.every((c) => c.shift === 0 && c.fills === null && c.crowds === null)).toBe(true);
    expect(change.summary).toEqual(["Ana is already in the team."]);
  });

  it("into an empty team: the person's own figures, nothing 'filled'", () => {
    const change = withPerson([], member(1, "Ana", { C: 90 }));
    const c = change.changes.find((x) => x.domain === "C")!;
    expect([c.medianBefore, c.medianAfter, c.shift, c.fills]).toEqual([null, 90, 0, null]);
  });
});

describe("the pole names", () => {
  it("has two distinct phrases for every domain", () => {
    const all = DOMAINS.flatMap((d) => [POLE_NAMES[d].low, POLE_NAMES[d].high]);
    expect(all).toHaveLength(10);
    expect(new Set(all).size).toBe(10);
    for (const phrase of all) expect(phrase).toMatch(/^[a-z][a-z ,-]+$/);
  });
});
