// The default chat's retrieval: a manager's everyday words find the passages about the trait they mean, and a
// candidate's contact details never survive into a passage.
import { describe, expect, it } from "vitest";
import { maskContact, type Passage } from "../candidate-analysis/evidence";
import { retrieve } from "./retrieve";

const passage = (label: string, quote: string, keywords = ""): Passage => ({
  kind: "report",
  ref: label,
  label,
  quote,
  keywords,
});

const passages = [
  passage("Report: Stress response", "Kai stays level-headed when plans change.", "Stress response"),
  passage(
    "Report: Orderliness",
    "Kai keeps the workspace tidy and follows checklists.",
    "Orderliness Conscientiousness",
  ),
  passage("Report: Friendliness", "Kai warms to new people quickly.", "Friendliness Extraversion"),
  passage("Answer: Why would you like this job?", "I love calming nervous patients.", "application"),
];

describe("retrieve", () => {
  it("finds the trait a question means in everyday words", () => {
    expect(retrieve(passages, "How does Kai handle stress?", 1)[0].label).toBe("Report: Stress response");
    expect(retrieve(passages, "Is Kai organised?", 1)[0].label).toBe("Report: Orderliness");
    expect(retrieve(passages, "Does Kai get on with customers?", 1)[0].label).toBe("Report: Friendliness");
  });

  it("finds an application answer by its words", () => {
    expect(retrieve(passages, "Why does Kai want this job?", 1)[0].label).toBe("Answer: Why would you like this job?");
  });

  it("answers nothing for a question with no matching words, or only filler words", () => {
    expect(retrieve(passages, "xylophone quartz", 3)).toEqual([]);
    expect(retrieve(passages, "what about the", 3)).toEqual([]);
  });
});

describe("maskContact", () => {
  it("removes e-mail addresses and phone numbers from a candidate's text", () => {
    expect(maskContact("Mail kai.lee@example.org or call +1 (555) 123-4567 today.")).toBe(
      "Mail [e-mail removed] or call [phone removed] today.",
    );
    expect(maskContact("Worked there 2019-2021 with 3 teams.")).toBe("Worked there 2019-2021 with 3 teams.");
    expect(maskContact("Best wishes, Kai Ödegaard (kai.odegaard@example.org)", "Ödegaard")).toBe(
      "Best wishes, Kai [name removed] ([e-mail removed])",
    );
  });
});
