import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import type { WebhookJson } from "../../api/webhooks/contract";
import type { WebhooksActionResult } from "./webhooks.server";

/** Makes a new signing secret for a webhook, with how long the old one keeps signing beside it. */
export function RotateSecretDialog({
  hook,
  onClose,
  onSecret,
}: {
  hook: WebhookJson | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const rotate = useFetcher<WebhooksActionResult>({ key: "webhook-rotate" });
  const fields = useActionResult(rotate.data, {
    onSuccess: (result) => {
      const data = result.data as { secret?: string } | undefined;
      if (data?.secret) onSecret(data.secret);
    },
  });
  return (
    <Modal opened={hook !== null} onClose={onClose} title="Make a new signing secret">
      {hook ? (
        <rotate.Form method="post">
          <input type="hidden" name="intent" value="rotate" />
          <input type="hidden" name="id" value={hook.id} />
          <Stack gap="sm">
            <Text size="sm">
              The new secret signs every delivery from now on. So that nothing is refused while you update the receiving
              system, the old one can keep signing beside it for a while.
            </Text>
            <NativeSelect
              label="Keep the old secret working for"
              name="overlap_hours"
              defaultValue="24"
              error={fields.error("overlap_hours")}
              data={[
                { value: "0", label: "No time: stop it now" },
                { value: "1", label: "1 hour" },
                { value: "24", label: "24 hours" },
                { value: "168", label: "7 days" },
              ]}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={rotate.state !== "idle"}>
                Make new secret
              </Button>
            </Group>
          </Stack>
        </rotate.Form>
      ) : null}
    </Modal>
  );
}
