import { describe, expect, test } from "vitest";
import { benchmarkFor, benchmarkNamed, defaultBenchmark, fitFacetLabel, type NamedBenchmark } from "./fit-benchmark";

const COMPANY = 7;
const b = (id: number, name: string, companyId: number | null = null): NamedBenchmark => ({ id, name, companyId });
const BENCHMARKS = [
  b(1, "Customer-facing role"),
  b(2, "Dental hygienist", COMPANY),
  b(3, "Front desk coordinator"),
  b(4, "Front desk coordinator", COMPANY),
  b(5, "Sales representative"),
];

describe("the benchmark for a candidate", () => {
  test("is the job's when the person applied to a job that has one, even when the role has one too", () => {
    const choice = defaultBenchmark(
      { companyId: COMPANY, roleName: "Dental hygienist", jobTitle: "Front Desk Coordinator" },
      BENCHMARKS,
    );
    expect(choice).toEqual({
      benchmark: b(4, "Front desk coordinator", COMPANY),
      source: "job",
      reason: "the benchmark of the job Front Desk Coordinator",
    });
  });

  test("is the role's when there is no job, or the job has no benchmark", () => {
    const noJob = defaultBenchmark({ companyId: COMPANY, roleName: "Hygienist", jobTitle: null }, BENCHMARKS);
    expect(noJob).toMatchObject({
      benchmark: { id: 2 },
      source: "role",
      reason: "the benchmark for the role Hygienist",
    });
    const jobWithout = defaultBenchmark(
      { companyId: COMPANY, roleName: "Sales representative", jobTitle: "Night porter" },
      BENCHMARKS,
    );
    expect(jobWithout).toMatchObject({ benchmark: { id: 5 }, source: "role" });
  });

  test("is none, with the reason, when neither the job nor the role has one: never the best fit or the first", () => {
    expect(defaultBenchmark({ companyId: COMPANY, roleName: "Receptionist", jobTitle: null }, BENCHMARKS)).toEqual({
      benchmark: null,
      source: "none",
      reason: "no benchmark for Receptionist",
    });
    expect(
      defaultBenchmark({ companyId: COMPANY, roleName: "Receptionist", jobTitle: "Night porter" }, BENCHMARKS).reason,
    ).toBe("no benchmark for the job Night porter or the role Receptionist");
    expect(defaultBenchmark({ companyId: COMPANY, roleName: "Receptionist", jobTitle: null }, []).benchmark).toBeNull();
  });

  test("a company's own benchmark wins over one for every company of the same name", () => {
    expect(benchmarkNamed("front-desk  coordinator", BENCHMARKS, COMPANY)?.id).toBe(4);
    expect(benchmarkNamed("front desk coordinator", BENCHMARKS, 99)?.id).toBe(3);
  });

  test("names match as whole words, not parts of words", () => {
    expect(benchmarkNamed("Hygienist", BENCHMARKS, COMPANY)?.id).toBe(2);
    expect(benchmarkNamed("Sales", BENCHMARKS, COMPANY)?.id).toBe(5);
    expect(benchmarkNamed("Desk", BENCHMARKS, COMPANY)?.id).toBe(4);
    expect(benchmarkNamed("Hygiene", BENCHMARKS, COMPANY)).toBeNull();
    expect(benchmarkNamed("  ", BENCHMARKS, COMPANY)).toBeNull();
  });

  test("a pick for the page wins and keeps what the page would use without it", () => {
    const subject = { companyId: COMPANY, roleName: "Receptionist", jobTitle: null };
    const picked = benchmarkFor(subject, BENCHMARKS, 1);
    expect(picked).toMatchObject({ benchmark: { id: 1 }, source: "picked", reason: "picked for this page" });
    expect(picked.byDefault.reason).toBe("no benchmark for Receptionist");
  });

  test("a pick that does not apply, or that is the rule's own, is no pick", () => {
    const subject = { companyId: COMPANY, roleName: "Hygienist", jobTitle: null };
    expect(benchmarkFor(subject, BENCHMARKS, 999)).toMatchObject({ benchmark: { id: 2 }, source: "role" });
    expect(benchmarkFor(subject, BENCHMARKS, 2)).toMatchObject({ benchmark: { id: 2 }, source: "role" });
    expect(benchmarkFor(subject, BENCHMARKS, null)).toMatchObject({ source: "role" });
  });
});

describe("the facets fit leaves out", () => {
  test("have staff-facing names, not diagnoses", () => {
    const names = (["N3", "N5", "N6"] as const).map(fitFacetLabel);
    expect(names).not.toContain("Depression");
    expect(names).not.toContain("Vulnerability");
    expect(names).not.toContain("Immoderation");
  });
});
