// Where AI wrote a text about a person, the staff screen says so beside it, in one wording (AiNotice.tsx): the
// hiring summary and the chat. A text written without AI keeps its own label and has no AI notice. The summary says
// what it was written from either way.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { theme } from "~/ui/theme";
import { aiNoticeText } from "./AiNotice";
import { AnalysisPanel } from "./AnalysisPanel";
import { ChatPanel } from "./ChatPanel";
import type { CandidateAnalysisJson, ChatJson } from "./model";

function renderIn(element: ReactNode) {
  const Stub = createRemixStub([{ path: "/", Component: () => <>{element}</> }]);
  render(
    <MantineProvider theme={theme}>
      <Stub />
    </MantineProvider>,
  );
}

const SOURCES = ["the assessment report", "the resume", "2 application answers"];
const analysis = (source: "ai" | "default", sources: string[] = []): CandidateAnalysisJson => ({
  survey_result_id: 7,
  analysis: {
    overview: "Kai plans ahead.",
    strengths: [],
    risks: [],
    benchmark_fit: "Close.",
    explore: [],
    background: sources.length ? ["Experience on the resume: Dental nurse at Smile Clinic (2019–now)."] : [],
  },
  questions: [],
  sources,
  source,
  label: source === "ai" ? null : "Generated without AI",
  model: source === "ai" ? "test-model" : null,
  benchmark: null,
  generated_at: "2026-11-29T10:00:00.000Z",
});

const chat = (ai: boolean): ChatJson => ({
  survey_result_id: 7,
  first_name: "Kai",
  ai,
  messages: [
    {
      id: 1,
      role: "user",
      content: "Does Kai plan ahead?",
      citations: [],
      source: null,
      label: null,
      model: null,
      feedback: null,
      created_at: "2026-11-29T10:00:00.000Z",
    },
    {
      id: 2,
      role: "assistant",
      content: "Yes, from the report.",
      citations: [],
      source: ai ? "ai" : "default",
      label: ai ? null : "Generated without AI",
      model: ai ? "test-model" : null,
      feedback: null,
      created_at: "2026-11-29T10:00:01.000Z",
    },
  ],
});

describe("the AI notice", () => {
  test("the hiring summary written by AI says so, with the model, and asks for a check", () => {
    renderIn(<AnalysisPanel surveyResultId={7} firstName="Kai" analysis={analysis("ai")} submitted benchmark={null} />);
    expect(screen.getByTestId("ai-notice").textContent).toBe(
      aiNoticeText("Kai's report, the fit to the benchmark and the application answers", { model: "test-model" }),
    );
    expect(screen.getByTestId("ai-notice").textContent).toContain("Check it before relying on it");
  });

  test("the AI's summary names what it was written from: the report, the resume, the written answers", () => {
    renderIn(
      <AnalysisPanel
        surveyResultId={7}
        firstName="Kai"
        analysis={analysis("ai", SOURCES)}
        submitted
        benchmark={null}
      />,
    );
    expect(screen.getByTestId("ai-notice").textContent).toBe(
      aiNoticeText("the assessment report, the resume and 2 application answers", { model: "test-model" }),
    );
    expect(screen.getByTestId("analysis-background").textContent).toContain("Dental nurse at Smile Clinic");
  });

  test("a summary written without AI says it, and what fixed rules put it together from", () => {
    renderIn(
      <AnalysisPanel
        surveyResultId={7}
        firstName="Kai"
        analysis={analysis("default", SOURCES)}
        submitted
        benchmark={null}
      />,
    );
    expect(screen.getByTestId("analysis-label").textContent).toBe("Generated without AI");
    expect(screen.getByTestId("analysis-sources").textContent).toBe(
      "Put together by fixed rules from the assessment report, the resume and 2 application answers.",
    );
    expect(screen.getByRole("heading", { name: "From the resume and written answers" })).toBeTruthy();
    expect(screen.queryByTestId("ai-notice")).toBeNull();
  });

  test("a summary written without AI keeps its label and has no AI notice", () => {
    renderIn(
      <AnalysisPanel surveyResultId={7} firstName="Kai" analysis={analysis("default")} submitted benchmark={null} />,
    );
    expect(screen.getByTestId("analysis-label").textContent).toBe("Generated without AI");
    expect(screen.queryByTestId("ai-notice")).toBeNull();
  });

  test("the chat with AI says each answer is written by AI, and marks the answer", () => {
    renderIn(<ChatPanel surveyResultId={7} chat={chat(true)} />);
    expect(screen.getByTestId("ai-notice").textContent).toContain(
      "Each answer is written by AI from Kai's report, resume and written answers only",
    );
    expect(screen.getByTestId("chat-answer-ai").textContent).toBe("Written by AI (test-model)");
    expect(screen.queryByTestId("chat-without-ai")).toBeNull();
  });

  test("the chat without AI says so instead", () => {
    renderIn(<ChatPanel surveyResultId={7} chat={chat(false)} />);
    expect(screen.getByTestId("chat-without-ai").textContent).toContain("Answers are generated without AI");
    expect(screen.queryByTestId("ai-notice")).toBeNull();
    expect(screen.queryByTestId("chat-answer-ai")).toBeNull();
  });
});
