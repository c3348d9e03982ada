// The webhook events as each brand's settings page names them: the coaching brand never speaks of candidates or
// hiring and offers no job-application event (it has no jobs); every event the API knows has a label.
import { describe, expect, test } from "vitest";
import brand from "~brand";
import { TEST_EVENT, WEBHOOK_EVENTS } from "../../api/webhooks/contract";
import { EVENT_CHOICES, eventLabel } from "./model";

describe("webhook event labels", () => {
  test("every event has a label of its own", () => {
    for (const event of [...WEBHOOK_EVENTS, TEST_EVENT]) expect(eventLabel(event)).not.toBe(event);
  });

  test("the job-application event is offered exactly where the brand has jobs", () => {
    expect(EVENT_CHOICES.some((c) => c.value === "application.submitted")).toBe(brand.features.jobs);
  });

  test("the brand's own words: no candidates or hiring in the coaching brand", () => {
    const labels = EVENT_CHOICES.map((c) => c.label).join(" ");
    if (!brand.features.jobs) expect(labels).not.toMatch(/candidate|hiring|appl/i);
    expect(labels).toContain(brand.wording.pipeline.toLowerCase());
  });
});
