// The product writes US English in both brands: the words each brand puts on pages, e-mails and reports, its
// starter message templates, the error catalogue and the academy's seeded courses. The brands' report, growth and pair
// texts have the same check beside them (brands/*/report-texts.test.ts, growth-texts.test.ts, pair-texts.test.ts).
import { describe, expect, test } from "vitest";
import { ACADEMY_COURSES } from "../../api/db/seed-academy-courses";
import coaching from "../../brands/coaching/index";
import { messageTemplates as coachingTemplates } from "../../brands/coaching/message-templates";
import hb from "../../brands/hb/index";
import { messageTemplates as hbTemplates } from "../../brands/hb/message-templates";
import { ERRORS } from "../../domain/errors";

/** British spellings the product has used, and their families (behaviour → behavior, organise → organize, …). */
const BRITISH =
  /behaviour|colour|favour|humour|honour|neighbour|organis|recognis|prioritis|summaris|optimis(e|ed|es|ing|ation)\b|customis|authoris|finalis|personalis|normalis|utilis|minimis|apologis|categoris|sterilis|sympathis|criticis(e|ed|es|ing)\b|analys(e|ed|ing)\b|realis(e|ed|es|ing)\b|emphasis(e|ed|ing)\b|centre|licence|cancell|labell|modell|travell|judgement|programme|catalogue|enrolment|sceptic|\blearnt\b|\bgrey\b|practis/i;

/** Every string inside `value`, with where it sits, so a failure names the text. */
function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`));
  return [];
}

describe("US English", () => {
  test.each([
    ["hb wording", hb.wording],
    ["coaching wording", coaching.wording],
    ["hb message templates", hbTemplates],
    ["coaching message templates", coachingTemplates],
    ["error catalogue", ERRORS],
    ["academy courses", ACADEMY_COURSES],
  ] as const)("%s", (name, texts) => {
    for (const { where, text } of strings(texts, name)) expect(text, where).not.toMatch(BRITISH);
  });
});
