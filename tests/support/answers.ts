// Answers for tests that take the assessment through the survey API, drawn by the seeded protocol generator
// (domain/assessment/simulate.ts, docs/assessment/response-validity.md).
import { prng, seedFrom } from "../../api/db/demo-random";
import { ITEMS } from "../../domain/assessment/items";
import { simulateProtocol, type ProtocolStyle } from "../../domain/assessment/simulate";

/**
 * 120 answers as the survey API takes them, drawn by the seeded generator (domain/assessment/simulate.ts): a
 * considered person's by default, each with its own time, the last one now. One fixed seed per style, so every run
 * answers alike: the default one's verdict is OK (an attentive draw is now and then Review or Unreliable, as a real
 * person's can be, which a test that needs a fit must not meet by chance).
 */
export function simulatedAnswers(style: ProtocolStyle = "attentive", seed = `e2e-${style}`) {
  const protocol = simulateProtocol(style, prng(seedFrom(seed)));
  // The generator's times end at its own clock; shifted so that the last answer was given just now.
  const shift = Date.now() - protocol.answeredAt[protocol.answeredAt.length - 1];
  return ITEMS.map((item, i) => ({
    item_id: item.id,
    value: protocol.answers[item.id],
    answered_at: new Date(protocol.answeredAt[i] + shift).toISOString(),
  }));
}
