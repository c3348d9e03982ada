// The webhook events as each brand's settings page names them: the coaching brand never speaks of candidates or
// hiring and offers no job-application event (it has no jobs); every event the API knows has a label.
import { describe, expect, test } from "vitest";
import brand from "~brand";
import { TEST_EVENT, WEBHOOK_EVENTS } from "../../api/webhooks/contract";
import { EVENT_CHOICES, eventLabel, testEventResult } from "./model";

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

describe("a test event's result", () => {
  const attempt = (status_code: number | null, error: string | null) => ({
    attempt: 1,
    status_code,
    duration_ms: 12,
    error,
    created_at: "2026-11-29T10:00:00.000Z",
  });

  test("says the endpoint's answer, delivered or not", () => {
    expect(testEventResult({ state: "succeeded", last_status_code: 204, log: [attempt(204, null)] })).toEqual({
      delivered: true,
      message: "Test event delivered: the endpoint answered 204.",
    });
    expect(testEventResult({ state: "failed", last_status_code: 500, log: [attempt(500, "answered 500")] })).toEqual({
      delivered: false,
      message: "The test event was not delivered (the endpoint answered 500). Its log shows below.",
    });
  });

  test("without an answer, says why", () => {
    const refused = attempt(null, "connect ECONNREFUSED 127.0.0.1:9");
    expect(testEventResult({ state: "failed", last_status_code: null, log: [refused] }).message).toBe(
      "The test event was not delivered (connect ECONNREFUSED 127.0.0.1:9). Its log shows below.",
    );
  });
});
