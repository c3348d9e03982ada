// The candidate's interview as staff see it: each written answer from the instant interview under the question it
// answers; answers to questions not shown (beyond the report's few, or no longer asked) listed apart.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { theme } from "~/ui/theme";
import type { InterviewJson, InterviewQuestionJson } from "../../api/interview-questions/contract";
import { InterviewView } from "./InterviewView";

const question = (key: string, text: string): InterviewQuestionJson => ({
  key,
  kind: "custom",
  scale: null,
  text,
  listen_for: null,
  reason: null,
  note: null,
});

const interview: InterviewJson = {
  survey_result_id: 7,
  company_id: 1,
  scored: true,
  benchmark: null,
  benchmark_source: null,
  benchmark_reason: "no benchmark for Receptionist",
  benchmarks: [],
  questions: [
    question("custom:1", "How do you greet a patient who is late?"),
    question("custom:2", "What does a good day look like?"),
  ],
  instant_interview: {
    reason: "application",
    started_at: "2026-03-01T10:00:00.000Z",
    updated_at: "2026-03-01T10:10:00.000Z",
    submitted_at: "2026-03-01T10:10:00.000Z",
    link: "/instant-interview?id=abc",
    answers: [
      { question_key: "custom:2", question: "What does a good day look like?", answer: "Everyone seen on time." },
      { question_key: "custom:9", question: "Why this clinic?", answer: "It is close to home." },
    ],
  },
  can_manage_questions: false,
};

function renderView(limit?: number) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => <InterviewView interview={interview} custom={[]} firstName="Robin" action="/" limit={limit} />,
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub />
    </MantineProvider>,
  );
}

describe("written answers in the interview", () => {
  test("sit under the question they answer; answers to questions no longer asked are listed apart", async () => {
    renderView();
    const items = within(await screen.findByRole("list", { name: "Interview questions" })).getAllByRole("listitem");
    expect(items[0].textContent).not.toContain("written answer");
    expect(items[1].textContent).toContain("Robin's written answer (instant interview)");
    expect(items[1].textContent).toContain("Everyone seen on time.");
    const apart = screen.getByRole("list", { name: "Instant interview answers" });
    expect(apart.textContent).toContain("Why this clinic?");
    expect(apart.textContent).toContain("It is close to home.");
    expect(apart.textContent).not.toContain("Everyone seen on time.");
  });

  test("on the report's short list, an answer to a question beyond it is listed apart", async () => {
    renderView(1);
    const items = within(await screen.findByRole("list", { name: "Interview questions" })).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(screen.getByRole("list", { name: "Instant interview answers" }).textContent).toContain(
      "Everyone seen on time.",
    );
  });
});
