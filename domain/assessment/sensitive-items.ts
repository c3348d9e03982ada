// The IPIP-NEO-120 items whose single answer reveals special-category data: health (mental or physical), political
// or religious/philosophical views, sexuality, or substance use. Their item-level answers are shown to no one but
// the person assessed (their own data export); every staff view, PDF, share, export and AI prompt withholds them,
// while they still count towards their facet's score. The call for each item and its reasons:
// docs/assessment/sensitive-items.md. Safe for browser code: ids and texts only (./items.ts loads the item bank,
// and a unit test checks this table against it).
import type { FacetCode } from "./traits";

/** Why an item's answer is withheld: the special category a single answer reveals. */
export type SensitiveCategory = "health" | "political" | "philosophical" | "substance-use";

export interface SensitiveItem {
  /** The item's stable id in @bigfive-org/questions (answers are stored under it). */
  id: string;
  facet: FacetCode;
  /** The English text, for review beside the id. */
  text: string;
  category: SensitiveCategory;
}

/** What every staff view shows in place of a withheld answer. The one place this wording lives. */
export const ANSWER_WITHHELD = "answer withheld";

/** Why, in a sentence for staff (the answers page, its PDF). */
export const ANSWER_WITHHELD_REASON =
  "Answers to statements that could reveal health, political or religious views, sexuality or substance use are shown only to the person. They still count towards the score.";

export const SENSITIVE_ITEMS: readonly SensitiveItem[] = Object.freeze([
  // N1: pervasive fear, in the words of anxiety screening (GAD-7: "feeling afraid as if something awful might happen").
  { id: "7f92ab2c-265c-4b84-8c74-09f9bb9d41a7", facet: "N1", text: "Fear for the worst", category: "health" },
  { id: "4d81238b-5407-47d4-88e5-dc0e38aa14f5", facet: "N1", text: "Am afraid of many things", category: "health" },
  // N3: low mood and self-regard, the core of depression screening (PHQ-9); the reverse-keyed item reveals the same.
  { id: "5e8550d7-b8ef-4905-950a-f81d735d39e2", facet: "N3", text: "Often feel blue", category: "health" },
  { id: "f0a14e16-d726-47e9-a2c1-647fd3d7d52e", facet: "N3", text: "Dislike myself", category: "health" },
  { id: "743d8973-1de1-4485-91b4-8a5cf63e7d44", facet: "N3", text: "Am often down in the dumps", category: "health" },
  { id: "f40e421f-6c24-4be2-bd9f-28d33358d8c6", facet: "N3", text: "Feel comfortable with myself", category: "health" },
  // N5: bingeing, overindulging and cravings read as eating or substance-use patterns.
  { id: "481efd08-c810-43b1-a952-f8ac9052f96b", facet: "N5", text: "Go on binges", category: "substance-use" },
  { id: "9891b7ba-a494-4307-aafe-301d8db506c6", facet: "N5", text: "Rarely overindulge", category: "substance-use" },
  {
    id: "49a85680-53aa-4208-86b5-dccc7a6f8e37",
    facet: "N5",
    text: "Am able to control my cravings",
    category: "substance-use",
  },
  // N6: panic and helplessness are symptoms (panic disorder, depression), not ways of working.
  { id: "2f519935-92e8-48ad-9746-4a0f8b38466a", facet: "N6", text: "Panic easily", category: "health" },
  {
    id: "b7e0e393-9b21-4e0d-adf3-8f28fb5b9d87",
    facet: "N6",
    text: "Feel that I'm unable to deal with things",
    category: "health",
  },
  // E6: disagreeing with "Love life" reads as loss of pleasure in life (anhedonia, PHQ-9's first item).
  { id: "79d956e8-1118-402a-a0e2-9380af18243e", facet: "E6", text: "Love life", category: "health" },
  // O6: voting and views on crime are political opinions; moral relativism is a philosophical belief (Art. 9).
  {
    id: "79186f48-e7fa-4df4-b74b-b0627ee244e1",
    facet: "O6",
    text: "Tend to vote for liberal political candidates",
    category: "political",
  },
  {
    id: "f08e1b27-3673-4898-9cae-896482d0d9f9",
    facet: "O6",
    text: "Believe that there is no absolute right and wrong",
    category: "philosophical",
  },
  {
    id: "96ba77b2-1a44-4dfd-95f9-ae4d1f714460",
    facet: "O6",
    text: "Tend to vote for conservative political candidates",
    category: "political",
  },
  {
    id: "580b08d1-3c94-46e9-9d07-d6d80c698127",
    facet: "O6",
    text: "Believe that we should be tough on crime",
    category: "political",
  },
] satisfies SensitiveItem[]);

/** The ids of the sensitive items. */
export const SENSITIVE_ITEM_IDS: ReadonlySet<string> = new Set(SENSITIVE_ITEMS.map((item) => item.id));

/** Whether an item's single answer is withheld from everyone but the person. */
export function isSensitiveItem(id: string): boolean {
  return SENSITIVE_ITEM_IDS.has(id);
}

/**
 * What a facet with withheld answers describes, in words for work, so the questions chart can still explain it when
 * few or none of its statements may be shown. Only facets with a withheld item have an entry.
 */
export const WITHHELD_FACET_NOTES: Readonly<Partial<Record<FacetCode, string>>> = Object.freeze({
  N1: "How much someone anticipates what could go wrong: a higher score means more worry and alertness to risk.",
  N3: "How easily setbacks discourage someone: a higher score means disappointments weigh more and for longer.",
  N5: "How easily someone gives in to urges in the moment: a higher score means short-term wants win more often.",
  N6: "How someone copes when pressure builds: a higher score means stress is more likely to overwhelm them.",
  E6: "How much cheerfulness and enthusiasm someone shows: a higher score means more visible positive energy.",
  O6: "How readily someone questions tradition and authority on social and moral questions: a higher score means more readiness to challenge them.",
});
