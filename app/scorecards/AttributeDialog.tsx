// A manager writes the attribute a company question is rated on: its name and four anchors.
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import type { ScorecardActionResult } from "./model";

export function AttributeDialog({
  question,
  action,
  onClose,
}: {
  question: { question_id: number; text: string } | null;
  action: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ScorecardActionResult>({ key: "scorecard-attribute" });
  const form = useActionResult(fetcher.data, { onSuccess: onClose });
  return (
    <Modal opened={question !== null} onClose={onClose} title="Write an attribute" centered>
      {question ? (
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="attribute" />
          <input type="hidden" name="question_id" value={question.question_id} />
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {question.text}
            </Text>
            <TextInput
              name="name"
              label="Attribute name"
              required
              maxLength={120}
              error={form.error("name")}
              data-autofocus
            />
            {[1, 2, 3, 4].map((n) => (
              <Textarea
                key={n}
                name={`anchor_${n}`}
                label={`What a ${n} answer sounds like`}
                required
                autosize
                minRows={1}
                maxLength={300}
                error={form.error(`anchor_${n}`)}
              />
            ))}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={fetcher.state !== "idle"}>
                Save attribute
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      ) : null}
    </Modal>
  );
}
