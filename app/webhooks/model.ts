import { formatDate } from "../../domain/format";
import brand from "~brand";
import { TEST_EVENT, WEBHOOK_EVENTS, type DeliveryJson, type WebhookEventType } from "../../api/webhooks/contract";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The events this brand's companies can subscribe to, in its own words (no job applications without jobs). */
export const EVENT_CHOICES: { value: WebhookEventType; label: string }[] = WEBHOOK_EVENTS.filter(
  (event) => event !== "application.submitted" || brand.features.jobs,
).map((value) => ({ value, label: eventLabel(value) }));

export function eventLabel(event: string): string {
  switch (event) {
    case "assessment.completed":
      return `${capitalised(brand.wording.assessment)} completed`;
    case "candidate.stage_changed":
      return `Status changed in the ${brand.wording.pipeline.toLowerCase()}`;
    case "application.submitted":
      return "Job application submitted";
    case "candidate.archived":
      return `One of your ${brand.wording.people} archived`;
    case "user.invited":
      return "User invited";
    case TEST_EVENT:
      return "Test event";
    default:
      return event;
  }
}

export const STATE_LABELS: Record<string, { label: string; color: string }> = {
  pending: { label: "Waiting", color: "gray" },
  queued: { label: "Retrying", color: "yellow" },
  succeeded: { label: "Delivered", color: "green" },
  failed: { label: "Failed", color: "red" },
};

export const when = (iso: string) => formatDate(iso, { style: "dateTime" });

/** How a test event went, for its toast: the API answers the test's delivery after its one attempt. */
export function testEventResult(delivery: Pick<DeliveryJson, "state" | "last_status_code" | "log">): {
  delivered: boolean;
  message: string;
} {
  const code = delivery.last_status_code;
  if (delivery.state === "succeeded") {
    return { delivered: true, message: `Test event delivered: the endpoint answered ${code}.` };
  }
  const error = delivery.log.at(-1)?.error;
  const why = code !== null ? `the endpoint answered ${code}` : error ? `${error}` : "no answer";
  return { delivered: false, message: `The test event was not delivered (${why}). Its log shows below.` };
}
