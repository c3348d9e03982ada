import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AiPort, ChatMessage } from "../ai/port";
import { listOfNames, possessive } from "../../domain/text";
import {
  isSensitiveQuestion,
  loadEvidence,
  recordSources,
  type CandidateEvidence,
  type Passage,
} from "../candidate-analysis/evidence";
import type { Database } from "../../server/db/client";
import { chatMessages, type StoredCitation } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import type { ChatMessageJson } from "./contract";
import { chatCandidate } from "./get-chat";
import { toMessageJson } from "./model";
import { answering, retrieve, termsOf } from "./retrieve";

/** How many passages the endpoint is shown (the most relevant; the rest of the report never leaves). */
const SOURCES_FOR_AI = 10;
/** How many passages the default quotes. */
const QUOTED = 3;
/** How many earlier messages of the conversation the endpoint sees. */
const HISTORY = 6;

const modelAnswer = z.object({
  answer: z.string().trim().min(1).max(4000),
  sources: z.array(z.number().int()).max(20).default([]),
});

const cite = ({ kind, ref, label, quote }: Passage): StoredCitation => ({ kind, ref, label, quote });

/**
 * The default's answer: the passages that answer the question, quoted as they are (found, not written); when none
 * does, a plain "the record holds no answer" rather than the nearest unrelated text.
 */
export function quotedAnswer(
  evidence: CandidateEvidence,
  question: string,
): { text: string; citations: StoredCitation[] } {
  const { passages: found, unmatched } = answering(evidence.passages, question, QUOTED, {
    ignore: [evidence.firstName],
  });
  const who = evidence.firstName;
  const suggest =
    `Here you can ask about a trait (for example stress, teamwork or attention to detail), the fit to the role, the ` +
    `resume or one of ${possessive(who)} answers.`;
  // Age, sex, origin, health…: not a question the record answers, nor one to ask in an interview.
  if (isSensitiveQuestion(question)) {
    return {
      text:
        `The record holds nothing about a person's age, sex, origin, beliefs, health or family, and none of it should ` +
        `weigh in a hiring decision, so there is nothing to quote. ${suggest}`,
      citations: [],
    };
  }
  if (found.length === 0 && termsOf(question, [who]).length === 0) {
    return { text: `That question names nothing to look up in ${possessive(who)} record. ${suggest}`, citations: [] };
  }
  if (found.length === 0) {
    const held = recordSources(evidence.passages);
    const record = `${possessive(who)} record${held.length ? ` (${listOfNames(held)})` : ""}`;
    const missing = unmatched.length
      ? ` Nothing in it mentions ${listOfNames(unmatched.slice(0, 4).map((w) => `“${w}”`))}.`
      : "";
    return {
      text:
        `${record} holds no answer to that question, so there is nothing to quote.${missing} If it matters for ` +
        `the role, ask ${who} in the interview. ${suggest}`,
      citations: [],
    };
  }
  const quotes = found.map((p) => `“${p.quote}” (${p.label})`).join("\n\n");
  return {
    text: `Here is what ${possessive(who)} record says about that, quoted as written:\n\n${quotes}`,
    citations: found.map(cite),
  };
}

/** What the endpoint is shown: the passages answering the question, topped up with the report's overview. */
function sourcesFor(evidence: CandidateEvidence, question: string): Passage[] {
  const found = retrieve(evidence.passages, question, SOURCES_FOR_AI, { ignore: [evidence.firstName] });
  if (found.length >= 3) return found;
  const overview = evidence.passages.filter(
    (p) => (p.kind === "report" && p.ref.length === 1) || p.ref.startsWith("benchmark:"),
  );
  return [...found, ...overview.filter((p) => !found.includes(p))].slice(0, SOURCES_FOR_AI);
}

/**
 * POST /chat/send: answers a question about a candidate and stores both. A failing endpoint stores neither (502),
 * so asking again is the same as asking the first time.
 */
export async function sendMessage(
  db: Database,
  ai: AiPort,
  auth: Auth,
  input: { survey_result_id: number; message: string },
): Promise<{ question: ChatMessageJson; answer: ChatMessageJson }> {
  const { actor } = auth;
  const result = await chatCandidate(db, actor, input.survey_result_id);
  const evidence = await loadEvidence(db, actor, result.id);
  const earlier = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.surveyResultId, result.id), eq(chatMessages.userId, actor.id)))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY);
  const history: ChatMessage[] = earlier.reverse().map((m) => ({ role: m.role, content: m.content }));

  const sources = sourcesFor(evidence, input.message);
  type Answer = z.output<typeof modelAnswer> & { citations?: StoredCitation[] };
  const citationsOf = (value: Answer): StoredCitation[] =>
    value.citations ?? [...new Set(value.sources)].flatMap((n) => (sources[n - 1] ? [cite(sources[n - 1])] : []));
  const generated = await ai.generate({
    task: "chat_answer",
    prompt: "chat-answer",
    variables: {
      role: evidence.role,
      sources: sources.length
        ? sources.map((p, i) => `[${i + 1}] ${p.label}: ${p.quote}`).join("\n")
        : "(no sources: the assessment is not submitted yet)",
      question: input.message,
    },
    history,
    companyId: evidence.companyId,
    userId: actor.id,
    person: { surveyResultId: result.id },
    cites: (v) => citationsOf(v as Answer).map(({ kind, ref, label }) => ({ kind, ref, label })),
    json: modelAnswer,
    temperature: 0.2,
    fallback: () => {
      const quoted = quotedAnswer(evidence, input.message);
      return { answer: quoted.text, sources: [] as number[], citations: quoted.citations };
    },
  });
  const value = generated.value as Answer;
  const citations = citationsOf(value);

  const [question, answer] = await db.transaction(async (tx) => {
    const [q] = await tx
      .insert(chatMessages)
      .values({ surveyResultId: result.id, userId: actor.id, role: "user", content: input.message })
      .returning();
    const [a] = await tx
      .insert(chatMessages)
      .values({
        surveyResultId: result.id,
        userId: actor.id,
        role: "assistant",
        content: value.answer,
        citations,
        source: generated.source,
        model: generated.model,
      })
      .returning();
    return [q, a];
  });
  return { question: toMessageJson(question), answer: toMessageJson(answer) };
}
