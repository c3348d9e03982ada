import { describe, expect, it } from "vitest";
import { certificateCode, courseProgress, isComplete, isOverdue, normaliseCode, scoreQuiz } from "./scoring";

const single = { id: 1, kind: "single" as const, correct: [2] };
const multiple = { id: 2, kind: "multiple" as const, correct: [0, 3] };

describe("scoreQuiz", () => {
  it("counts a question right only when exactly its right options are chosen", () => {
    expect(scoreQuiz([single, multiple], { 1: [2], 2: [3, 0] }, 75)).toMatchObject({ score: 100, passed: true });
    // One right option missing, or a wrong one added, is wrong: no partial credit.
    expect(scoreQuiz([single, multiple], { 1: [2], 2: [0] }, 75).score).toBe(50);
    expect(scoreQuiz([single, multiple], { 1: [2], 2: [0, 3, 1] }, 75).score).toBe(50);
    // Choosing every option never pays.
    expect(scoreQuiz([single, multiple], { 1: [0, 1, 2], 2: [0, 1, 2, 3] }, 50)).toMatchObject({
      score: 0,
      passed: false,
    });
  });

  it("treats an unanswered question as wrong and a repeated option as one choice", () => {
    expect(scoreQuiz([single, multiple], { 2: [0, 0, 3] }, 50)).toMatchObject({ score: 50, passed: true });
  });

  it("rounds down, so a score just under the pass mark fails", () => {
    const three = [single, { ...single, id: 3 }, { ...single, id: 4 }];
    expect(scoreQuiz(three, { 1: [2], 3: [2] }, 67)).toMatchObject({ score: 66, passed: false });
  });
});

describe("courseProgress", () => {
  it("counts each lesson and the passed quiz as one step, rounding down", () => {
    expect(courseProgress({ lessons: 2, lessonsDone: 1, hasQuiz: true, quizPassed: false })).toBe(33);
    expect(courseProgress({ lessons: 2, lessonsDone: 2, hasQuiz: true, quizPassed: false })).toBe(66);
    expect(courseProgress({ lessons: 2, lessonsDone: 2, hasQuiz: true, quizPassed: true })).toBe(100);
    expect(courseProgress({ lessons: 4, lessonsDone: 4, hasQuiz: false, quizPassed: false })).toBe(100);
    expect(courseProgress({ lessons: 0, lessonsDone: 0, hasQuiz: false, quizPassed: false })).toBe(0);
  });

  it("is complete only with every lesson and the quiz done", () => {
    expect(isComplete({ lessons: 3, lessonsDone: 3, hasQuiz: true, quizPassed: false })).toBe(false);
    expect(isComplete({ lessons: 3, lessonsDone: 3, hasQuiz: true, quizPassed: true })).toBe(true);
    expect(isComplete({ lessons: 0, lessonsDone: 0, hasQuiz: true, quizPassed: true })).toBe(false);
  });
});

describe("isOverdue", () => {
  it("is overdue from the day after the due day, unless complete", () => {
    expect(isOverdue("2026-03-01", false, "2026-03-01")).toBe(false);
    expect(isOverdue("2026-03-01", false, "2026-03-02")).toBe(true);
    expect(isOverdue("2026-03-01", true, "2026-03-02")).toBe(false);
    expect(isOverdue(null, false, "2026-03-02")).toBe(false);
  });
});

describe("certificate codes", () => {
  it("are readable (no 0, O, 1, I or L) and read back whatever the case and spaces", () => {
    const code = certificateCode((n) => Uint8Array.from({ length: n }, (_, i) => i * 37));
    expect(code).toMatch(/^CERT-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(normaliseCode(` ${code.toLowerCase()} `)).toBe(code);
  });
});
