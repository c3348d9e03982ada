// Finished assessments made through the public survey API (as a candidate's browser would), for specs that need
// candidates of their own: unique names, so parallel specs never act on each other's rows.
import type { APIRequestContext } from "@playwright/test";
import { demoAssessmentToken } from "../../api/db/seed-assessments";
import { ITEMS } from "../../domain/assessment/items";
import type { ProtocolStyle } from "../../domain/assessment/simulate";
import { simulatedAnswers } from "../support/answers";

export { simulatedAnswers };

export interface MadeCandidate {
  uuid: string;
  first: string;
  last: string;
  email: string;
}

/**
 * Registers, answers all 120 items and submits an assessment with a company's demo link. The answers are a considered
 * person's (the seeded generator's attentive style, each with its own time, about 4–12 s apart, ending now), so the
 * result is read as reliable; `style` draws another style, `valueFor(i)` (1–5) sets each answer without times.
 */
export async function makeCandidate(
  request: APIRequestContext,
  options: {
    company?: string;
    first: string;
    last: string;
    role?: string;
    valueFor?: (i: number) => number;
    style?: ProtocolStyle;
  },
): Promise<MadeCandidate> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `${options.first}.${options.last}.${unique}@example.test`.toLowerCase();
  const registered = await request.post("/api/v2/surveys/register", {
    data: {
      token: demoAssessmentToken(options.company ?? "harbor-dental"),
      first: options.first,
      last: options.last,
      email,
      sex: "female",
      age: 33,
      role: options.role ?? "Receptionist",
      consent: true,
    },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const { survey_result_uuid: uuid } = (await registered.json()) as { survey_result_uuid: string };
  const saved = await request.put(`/api/v2/surveys/${uuid}/answers`, { data: { answers: answersOf(email, options) } });
  if (!saved.ok()) throw new Error(`answers: ${saved.status()} ${await saved.text()}`);
  const submitted = await request.post("/api/v2/surveys/submit", { data: { survey_result_uuid: uuid } });
  if (!submitted.ok()) throw new Error(`submit: ${submitted.status()} ${await submitted.text()}`);
  return { uuid, first: options.first, last: options.last, email };
}

function answersOf(email: string, options: { valueFor?: (i: number) => number; style?: ProtocolStyle }) {
  if (options.valueFor) return ITEMS.map((item, i) => ({ item_id: item.id, value: options.valueFor!(i) }));
  return simulatedAnswers(options.style);
}
