// The scorecard page as an interviewer uses it: submitting asks first (submitted is final) and then posts every
// rating with the recommendation; the debrief stays hidden until one's own is submitted and then shows each
// interviewer's rating side by side with the spread attribute marked; a manager writes a company question's
// attribute with its four anchors.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { theme } from "~/ui/theme";
import type { DebriefJson, KitJson } from "../../api/scorecards/contract";
import { ScorecardPage } from "./ScorecardPage";

const anchors: [string, string, string, string] = ["No example", "A vague example", "A specific example", "Several"];
const kit = (over: Partial<KitJson> = {}): KitJson => ({
  survey_result_id: 7,
  stage: "Interview",
  stages: ["New", "Interview"],
  job: null,
  benchmark: { id: 2, name: "Dental hygienist" },
  benchmark_reason: "the benchmark of the role Hygienist",
  attributes: [
    {
      key: "trait:C",
      name: "Conscientiousness",
      kind: "trait",
      anchors,
      questions: [{ key: "q1", text: "Tell me about a project.", listen_for: null }],
    },
    {
      key: "custom:3",
      name: "Patient care",
      kind: "custom",
      anchors,
      questions: [{ key: "custom:3", text: "A nervous patient?", listen_for: null }],
    },
  ],
  unrated_question_count: 0,
  unrated_questions: [],
  mine: null,
  others: [],
  hide_until_submitted: true,
  can_manage: false,
  ...over,
});
const person = {
  id: 7,
  first: "Sky",
  last: "Tester",
  role_name: "Hygienist",
  company: { id: 1, name: "Harbor Dental" },
};

function renderPage(data: { kit: KitJson; debrief: DebriefJson | null }) {
  const posted: Record<string, string>[] = [];
  const Stub = createRemixStub([
    {
      path: "/survey-results/7/scorecard",
      Component: ScorecardPage,
      loader: () => ({ person, ...data }),
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
        return { id: String(posted.length), ok: true, intent: "", message: null, tone: "success", data: undefined };
      },
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/survey-results/7/scorecard"]} />
    </MantineProvider>,
  );
  return posted;
}

describe("the scorecard page", () => {
  test("submitting asks first, then posts every rating and the recommendation", async () => {
    const posted = renderPage({ kit: kit(), debrief: null });
    const form = await screen.findByRole("region", { name: "Your scorecard" });
    fireEvent.click(
      within(screen.getByRole("radiogroup", { name: "Conscientiousness" })).getByRole("radio", { name: "4: Several" }),
    );
    fireEvent.click(
      within(screen.getByRole("radiogroup", { name: "Patient care" })).getByRole("radio", {
        name: "2: A vague example",
      }),
    );
    fireEvent.click(within(form).getByRole("radio", { name: "Strong yes" }));
    fireEvent.click(within(form).getByRole("button", { name: "Submit scorecard" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit your scorecard?" });
    expect(posted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit scorecard" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      intent: "submit",
      stage: "Interview",
      recommendation: "strong_yes",
      "rating-trait:C": "4",
      "rating-custom:3": "2",
    });
  });

  test("the debrief is hidden until one's own is submitted, saying how many others have", async () => {
    renderPage({
      kit: kit({
        others: [{ id: 2, interviewer: { id: 9, name: "Rita Recruiter" }, status: "submitted", visible: false }],
      }),
      debrief: null,
    });
    const hidden = await screen.findByRole("region", { name: "Debrief" });
    expect(hidden.textContent).toContain(
      "Submit your scorecard to see the other interviewers' ratings (1 submitted so far)",
    );
  });

  test("a submitted scorecard's debrief marks attributes rated two points apart", async () => {
    renderPage({
      kit: kit({
        mine: {
          id: 1,
          survey_result_id: 7,
          stage: "Interview",
          job_id: null,
          interviewer: { id: 8, name: "Olivia Owner" },
          status: "submitted",
          recommendation: "strong_yes",
          ratings: [{ attribute_key: "trait:C", rating: 4, notes: "" }],
          submitted_at: "2026-11-30T06:00:00.000Z",
          updated_at: "2026-11-30T06:00:00.000Z",
        },
      }),
      debrief: {
        survey_result_id: 7,
        stage: "Interview",
        scorecards: [
          { id: 1, interviewer: { id: 8, name: "Olivia Owner" }, recommendation: "strong_yes", submitted_at: "x" },
          { id: 2, interviewer: { id: 9, name: "Rita Recruiter" }, recommendation: "no", submitted_at: "y" },
        ],
        attributes: [
          { key: "trait:C", name: "Conscientiousness", ratings: [4, 2], spread: 2, flagged: true },
          { key: "custom:3", name: "Patient care", ratings: [3, 3], spread: 0, flagged: false },
        ],
      },
    });
    const list = await screen.findByRole("list", { name: "Ratings by attribute" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first.textContent).toContain("Ratings differ by 2");
    expect(first.textContent).toContain("Olivia Owner: 4");
    expect(first.textContent).toContain("Rita Recruiter: 2");
    expect(second.textContent).not.toContain("Ratings differ");
    expect(screen.getByRole("list", { name: "Recommendations" }).textContent).toContain("Rita Recruiter: No");
  });

  test("a manager writes a company question's attribute with four anchors", async () => {
    const posted = renderPage({
      kit: kit({
        can_manage: true,
        unrated_question_count: 1,
        unrated_questions: [{ question_id: 5, text: "Why dentistry?" }],
      }),
      debrief: null,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Write an attribute for: Why dentistry?" }));
    const dialog = await screen.findByRole("dialog", { name: "Write an attribute" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Attribute name/ }), {
      target: { value: "Motivation" },
    });
    for (const n of [1, 2, 3, 4])
      fireEvent.change(within(dialog).getByRole("textbox", { name: new RegExp(`What a ${n} answer sounds like`) }), {
        target: { value: `Level ${n}` },
      });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save attribute" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      intent: "attribute",
      question_id: "5",
      name: "Motivation",
      anchor_1: "Level 1",
      anchor_4: "Level 4",
    });
  });
});
