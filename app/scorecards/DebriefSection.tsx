// The debrief of everyone's submitted scorecards at a stage, with attributes whose ratings lie apart highlighted;
// hidden until the interviewer may see it.
import { Alert, Badge, Card, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { ListEmpty } from "~/ui/list";
import type { DebriefJson, KitJson } from "../../api/scorecards/contract";
import { RECOMMENDATION_LABELS } from "../../domain/scorecards";

export function DebriefSection({ kit, debrief }: { kit: KitJson; debrief: DebriefJson | null }) {
  const waiting = kit.others.filter((o) => o.status === "submitted" && !o.visible).length;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="debrief">
      <Stack gap="sm">
        <Title order={2} size="h4" id="debrief">
          Debrief
        </Title>
        {!debrief ? (
          <Alert color="gray" variant="light">
            Submit your scorecard to see the other interviewers&apos; ratings
            {waiting ? ` (${waiting} submitted so far)` : ""}. Each interviewer scores on their own first, so no one
            anchors on another&apos;s view.
          </Alert>
        ) : debrief.scorecards.length === 0 ? (
          <ListEmpty>No scorecard has been submitted for this stage yet.</ListEmpty>
        ) : (
          <>
            <List aria-label="Recommendations" size="sm" spacing={4}>
              {debrief.scorecards.map((c) => (
                <List.Item key={c.id}>
                  {c.interviewer.name}: <strong>{RECOMMENDATION_LABELS[c.recommendation]}</strong>
                </List.Item>
              ))}
            </List>
            <Stack
              gap="xs"
              component="ul"
              aria-label="Ratings by attribute"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {debrief.attributes.map((a) => (
                <Paper
                  key={a.key}
                  component="li"
                  withBorder
                  p="sm"
                  bg={a.flagged ? "var(--mantine-color-yellow-light)" : undefined}
                >
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={600}>{a.name}</Text>
                    {a.flagged ? (
                      <Badge color="yellow" variant="filled">
                        Ratings differ by {a.spread}
                      </Badge>
                    ) : null}
                  </Group>
                  <Group gap="md" wrap="wrap" mt={4}>
                    {debrief.scorecards.map((c, i) => (
                      <Text key={c.id} size="sm">
                        {c.interviewer.name}: <strong>{a.ratings[i] ?? "—"}</strong>
                      </Text>
                    ))}
                  </Group>
                </Paper>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
