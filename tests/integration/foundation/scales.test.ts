// GET /api/v2/scales: the API keeps the inventory's names and codes available to qualified readers and integrations,
// beside the work names every report, PDF and export uses.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startApi, type ApiUnderTest } from "../../support/api";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;
let api: ApiUnderTest;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  api = await startApi(database.db);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

test("lists the 35 scales with their codes, work names, IPIP-NEO-120 names and favourable ends", async () => {
  const res = await api.fetch("/scales");
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: Record<string, string>[] };
  expect(data).toHaveLength(35);
  expect(data[0]).toEqual({
    code: "N",
    kind: "domain",
    domain: "N",
    name: "Stress response",
    ipip_name: "Neuroticism",
    favourable_end: "low",
    strength_name: "Steadiness under Pressure",
  });
  expect(data.find((s) => s.code === "N3")).toMatchObject({ name: "Discouragement", ipip_name: "Depression" });
  expect(data.find((s) => s.code === "N6")).toMatchObject({
    name: "Strain under Pressure",
    ipip_name: "Vulnerability",
    strength_name: "Composure under Pressure",
  });
  expect(data.find((s) => s.code === "E6")).toMatchObject({ name: "Cheerfulness", favourable_end: "high" });
});
