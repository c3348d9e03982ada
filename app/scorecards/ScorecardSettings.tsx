import "@mantine/core/styles/Switch.layer.css";
import { Button, Card, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import type { KitJson } from "../../api/scorecards/contract";
import { AttributeDialog } from "./AttributeDialog";
import type { ScorecardActionResult } from "./model";

/** For the company's managers: the hide-until-submitted setting, and attributes for its own questions. */
export function ScorecardSettings({ kit, action }: { kit: KitJson; action: string }) {
  const setting = useFetcher<ScorecardActionResult>({ key: `scorecard-settings-${kit.survey_result_id}` });
  useActionResult(setting.data);
  const [writing, setWriting] = useState<{ question_id: number; text: string } | null>(null);
  const pending = setting.formData?.get("hide_until_submitted");
  const hidden = pending ? pending === "on" : kit.hide_until_submitted;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="scorecard-settings" className="no-print">
      <Stack gap="sm">
        <Title order={2} size="h4" id="scorecard-settings">
          Scorecard settings
        </Title>
        <Switch
          label="Hide others' scorecards until one's own is submitted"
          description="For every candidate of the company. Interviewers who score on their own first are less swayed by each other."
          checked={hidden}
          onChange={(event) =>
            setting.submit(
              { intent: "settings", hide_until_submitted: event.currentTarget.checked ? "on" : "off" },
              { method: "post", action },
            )
          }
        />
        {kit.unrated_questions.length ? (
          <>
            <Text size="sm">Company questions without an attribute are asked but not rated:</Text>
            <Stack
              gap="xs"
              component="ul"
              aria-label="Questions without an attribute"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {kit.unrated_questions.map((q) => (
                <Paper key={q.question_id} component="li" withBorder p="sm">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {q.text}
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setWriting(q)}
                      aria-label={`Write an attribute for: ${q.text}`}
                    >
                      Write attribute
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </>
        ) : null}
      </Stack>
      <AttributeDialog question={writing} action={action} onClose={() => setWriting(null)} />
    </Card>
  );
}
