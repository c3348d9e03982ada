// The signed-in interviewer's scorecard once submitted: read-only, since submitted is final.
import { Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import type { KitJson } from "../../api/scorecards/contract";
import { RECOMMENDATION_LABELS } from "../../domain/scorecards";

export function SubmittedScorecard({ kit }: { kit: KitJson }) {
  const mine = kit.mine!;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-scorecard">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="your-scorecard">
            Your scorecard
          </Title>
          <Badge variant="light" color="green">
            Submitted
          </Badge>
        </Group>
        <Text>
          Overall recommendation:{" "}
          <strong>{mine.recommendation ? RECOMMENDATION_LABELS[mine.recommendation] : "—"}</strong>
        </Text>
        <List size="sm" spacing={4} aria-label="Your ratings">
          {kit.attributes.map((a) => {
            const r = mine.ratings.find((x) => x.attribute_key === a.key);
            return (
              <List.Item key={a.key}>
                {a.name}: {r?.rating ?? "not rated"}
                {r?.notes ? ` — ${r.notes}` : ""}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
