import { Button } from "@mantine/core";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import { toast } from "~/ui/toasts";
import type { WebhookJson } from "../../api/webhooks/contract";
import type { WebhooksActionResult } from "./webhooks.server";

/**
 * Sends the hook a `webhook.test` event, says in a toast how the endpoint answered (a failure as an error), then opens
 * its deliveries, where the attempt shows.
 */
export function SendTestButton({ hook }: { hook: WebhookJson }) {
  const test = useFetcher<WebhooksActionResult>({ key: `webhook-test-${hook.id}` });
  const navigate = useNavigate();
  useActionResult(test.data, {
    successToast: false,
    onSuccess: (result) => {
      if (result.message) (result.data?.delivered ? toast.success : toast.error)(result.message);
      navigate(`?hook=${hook.id}`, { preventScrollReset: true, replace: true });
    },
  });
  return (
    <test.Form method="post">
      <input type="hidden" name="intent" value="test" />
      <input type="hidden" name="id" value={hook.id} />
      <Button
        type="submit"
        size="xs"
        variant="default"
        disabled={!hook.active}
        title={hook.active ? undefined : "Turn the webhook on to send a test event"}
        loading={test.state !== "idle"}
      >
        Send test event
      </Button>
    </test.Form>
  );
}
