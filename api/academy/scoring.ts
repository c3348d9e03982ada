// The academy's rules, pure: how a quiz is scored, how far a learner is through a course, when a course is
// complete and when an assignment is overdue. The API applies them; the unit tests prove them.

export interface QuizQuestion {
  id: number;
  kind: "single" | "multiple";
  correct: number[];
}

export interface QuizScore {
  /** Percent of questions answered exactly right, rounded down (so 74.9 never passes a mark of 75). */
  score: number;
  passed: boolean;
  right: Set<number>;
}

/**
 * A question is right only when exactly its right options are chosen (a multiple-choice question with one right
 * option missing or one wrong option added is wrong: no partial credit, so guessing every option never pays).
 * An unanswered question is wrong. A quiz without questions scores 100.
 */
export function scoreQuiz(questions: QuizQuestion[], answers: Record<string, number[]>, passMark: number): QuizScore {
  const right = new Set<number>();
  for (const q of questions) {
    const chosen = [...new Set(answers[String(q.id)] ?? [])];
    const exact = chosen.length === q.correct.length && chosen.every((i) => q.correct.includes(i));
    if (exact && (q.kind === "multiple" || chosen.length === 1)) right.add(q.id);
  }
  const score = questions.length === 0 ? 100 : Math.floor((right.size * 100) / questions.length);
  return { score, passed: score >= passMark, right };
}

/**
 * How far a learner is, 0–100: each lesson is one step and the quiz (when the course has questions) one more.
 * Rounded down, so 100 means complete and nothing less does.
 */
export function courseProgress(input: {
  lessons: number;
  lessonsDone: number;
  hasQuiz: boolean;
  quizPassed: boolean;
}): number {
  const steps = input.lessons + (input.hasQuiz ? 1 : 0);
  if (steps === 0) return 0;
  const done = Math.min(input.lessonsDone, input.lessons) + (input.hasQuiz && input.quizPassed ? 1 : 0);
  return Math.floor((done * 100) / steps);
}

/** A course is complete when every lesson is done and its quiz (if it has one) passed; an empty course never is. */
export const isComplete = (input: Parameters<typeof courseProgress>[0]) =>
  input.lessons > 0 && courseProgress(input) === 100;

/** Overdue: due before `today` (YYYY-MM-DD, the due day itself still counts) and not complete. */
export const isOverdue = (dueOn: string | null, complete: boolean, today: string) =>
  !complete && dueOn !== null && dueOn < today;

/** Today as YYYY-MM-DD (UTC). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

// Letters and digits a person reads without confusion (no 0/O, 1/I/L).
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A certificate's verification code, e.g. "CERT-7KQ2-M9XW-4HNP": 60 random bits, unguessable by trying. */
export function certificateCode(random: (bytes: number) => Uint8Array): string {
  const bytes = random(12);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `CERT-${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8, 12).join("")}`;
}

/** A code as typed by a person: trimmed, upper case, spaces dropped. */
export const normaliseCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, "");
