import crypto from "node:crypto";
import type { Database } from "../../server/db/client";
import { aiCalls, type AiCallCitation, type AiCallInput } from "../../server/db/schema/index";

export type AiCallRow = typeof aiCalls.$inferInsert;

/** The SHA-256 (hex) of a text: how the record names an input without keeping it. */
export const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** The record's inputs of a prompt: each variable (and the earlier turns, as `history`) by name and hash. */
export function inputsOf(variables: Record<string, string>, history?: readonly { content: string }[]): AiCallInput[] {
  const inputs = Object.keys(variables)
    .sort()
    .map((id) => ({ id, sha256: sha256(variables[id]) }));
  if (history?.length) inputs.push({ id: "history", sha256: sha256(history.map((m) => m.content).join("\n\n")) });
  return inputs;
}

/**
 * Appends one AI call to the record (called by the AI port, api/ai/port.ts, for every call it answers). The row is
 * written outside any caller's transaction: the call happened whether or not the feature then kept its answer.
 */
export async function recordAiCall(db: Database, row: AiCallRow & { citations?: AiCallCitation[] }): Promise<number> {
  const [saved] = await db.insert(aiCalls).values(row).returning({ id: aiCalls.id });
  return saved.id;
}
