import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { NORM_ROWS } from "./norms";
import { administrationLine } from "./norms-name";
import { AGE_BANDS, DOMAINS, FACETS } from "./traits";

const csvFile = fileURLToPath(new URL("./data/ipip-neo-120-norms.csv", import.meta.url));

test("the embedded norms equal data/ipip-neo-120-norms.csv row for row", () => {
  const [header, ...lines] = fs.readFileSync(csvFile, "utf8").trim().split(/\r?\n/);
  expect(header).toBe("sex,age_band,scale,mean,sd");
  const fromCsv = lines.map((line) => {
    const [sex, band, scale, mean, sd] = line.split(",");
    return [sex, band, scale, Number(mean), Number(sd)];
  });
  expect(NORM_ROWS).toEqual(fromCsv);
});

test("cover 8 groups × 35 scales, each once", () => {
  expect(NORM_ROWS).toHaveLength(280);
  const keys = new Set(NORM_ROWS.map(([sex, band, scale]) => `${sex}|${band}|${scale}`));
  for (const sex of ["male", "female"])
    for (const band of AGE_BANDS)
      for (const scale of [...DOMAINS, ...FACETS]) expect(keys).toContain(`${sex}|${band}|${scale}`);
});

test("a report names the norm group and the language of administration", () => {
  expect(administrationLine("de")).toBe(
    "IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in German",
  );
  expect(administrationLine("pt-br")).toMatch(/; taken in Brazilian Portuguese$/);
});
