// The 1–4 scale of a written answer's grade, with what each point means (the anchors; ADR 074).
export const GRADE_ANCHORS: Record<1 | 2 | 3 | 4, string> = {
  1: "Does not answer the question",
  2: "Answers it, with little evidence",
  3: "Answers it with a concrete example",
  4: "A concrete example and its result",
};
export const GRADES = [1, 2, 3, 4] as const;
