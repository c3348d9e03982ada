import { Alert, Badge, Card, Group, Stack, Text } from "@mantine/core";
import brand from "~brand";
import type { PreviewJson } from "../../api/messaging/contract";

/** The message as each recipient gets it (the first few), with why any of them will be skipped. */
export function MessagePreviewList({ preview }: { preview: PreviewJson }) {
  const shown = preview.recipients.length;
  return (
    <Stack gap="xs" role="region" aria-label="Preview">
      <Text size="sm" fw={500}>
        Preview{preview.total > shown ? ` (the first ${shown} of ${preview.total} ${brand.wording.people})` : ""}
      </Text>
      {preview.recipients.length === 0 ? <Alert color="gray">Nobody to preview.</Alert> : null}
      {preview.recipients.map((r) => (
        <Card key={r.survey_result_id} withBorder padding="sm" component="article" aria-label={r.name}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} size="sm">
                {r.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {r.to || "—"}
              </Text>
            </Group>
            {r.skip_reason ? (
              <Badge color="yellow" variant="light">
                Will be skipped: {r.skip_reason}
              </Badge>
            ) : null}
            {r.subject ? (
              <Text size="sm" fw={500}>
                {r.subject}
              </Text>
            ) : null}
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {r.text}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
