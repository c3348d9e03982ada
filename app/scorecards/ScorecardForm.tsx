// The signed-in interviewer's scorecard while it is still a draft: a rating and notes per attribute, an overall
// recommendation, save as a draft or submit after confirming (submitted is final).
import { Badge, Button, Card, Group, List, Paper, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { ConfirmDialog } from "~/ui/list";
import { useActionResult, type ActionFields } from "~/ui/action";
import type { KitJson } from "../../api/scorecards/contract";
import { RECOMMENDATION_LABELS, RECOMMENDATIONS } from "../../domain/scorecards";
import classes from "./scorecards.module.css";
import { notesField, ratingField, type ScorecardActionResult } from "./model";

type KitAttribute = KitJson["attributes"][number];
type SavedRating = NonNullable<KitJson["mine"]>["ratings"][number];

export const scorecardFetcherKey = (kit: KitJson) => `scorecard-${kit.survey_result_id}-${kit.stage}`;

export function ScorecardForm({ kit, action }: { kit: KitJson; action: string }) {
  const fetcher = useFetcher<ScorecardActionResult>({ key: scorecardFetcherKey(kit) });
  const form = useActionResult(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const ratingOf = (key: string) => kit.mine?.ratings.find((r) => r.attribute_key === key);
  const submit = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", "submit");
    fetcher.submit(data, { method: "post", action });
    setConfirming(false);
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-scorecard">
      <fetcher.Form method="post" action={action} ref={formRef}>
        <input type="hidden" name="stage" value={kit.stage} />
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id="your-scorecard">
              Your scorecard
            </Title>
            <Badge variant="light" color={kit.mine ? "yellow" : "gray"}>
              {kit.mine ? "Draft" : "Not started"}
            </Badge>
          </Group>
          {kit.attributes.map((attribute) => (
            <AttributeRating key={attribute.key} attribute={attribute} saved={ratingOf(attribute.key)} form={form} />
          ))}
          <Radio.Group
            name="recommendation"
            label="Overall recommendation"
            defaultValue={form.value("recommendation") ?? kit.mine?.recommendation ?? undefined}
            error={form.error("recommendation")}
          >
            <Group gap="md" mt={6} wrap="wrap">
              {RECOMMENDATIONS.map((r) => (
                <Radio key={r} value={r} label={RECOMMENDATION_LABELS[r]} />
              ))}
            </Group>
          </Radio.Group>
          <Group gap="sm" wrap="wrap" className="no-print">
            <Button type="submit" name="intent" value="save" variant="default" loading={busy}>
              Save draft
            </Button>
            <Button type="button" onClick={() => setConfirming(true)} disabled={busy}>
              Submit scorecard
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
      <ConfirmDialog
        subject={confirming ? kit.stage : null}
        title="Submit your scorecard?"
        confirmLabel="Submit scorecard"
        color={undefined}
        loading={busy}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      >
        {(stage) => (
          <Text>
            Your ratings and recommendation for the stage <strong>{stage}</strong> become final: you cannot change them
            afterwards. You will then see the other interviewers&apos; scorecards.
          </Text>
        )}
      </ConfirmDialog>
    </Card>
  );
}

/** One attribute of the kit: its questions, a rating from its four anchors, and the interviewer's notes. */
function AttributeRating({
  attribute,
  saved,
  form,
}: {
  attribute: KitAttribute;
  saved: SavedRating | undefined;
  form: ActionFields;
}) {
  const field = ratingField(attribute.key);
  return (
    <Paper withBorder p="md" className={classes.attribute}>
      <Stack gap="sm">
        <Text fw={600} id={`attr-${attribute.key}`}>
          {attribute.name}
        </Text>
        <List size="sm" spacing={4} aria-label={`Questions for ${attribute.name}`}>
          {attribute.questions.map((q) => (
            <List.Item key={q.key}>{q.text}</List.Item>
          ))}
        </List>
        <Radio.Group
          name={field}
          label={attribute.name}
          description="What each rating sounds like"
          defaultValue={form.value(field) ?? (saved?.rating ? String(saved.rating) : undefined)}
          error={form.error(field)}
        >
          <Stack gap={6} mt={6}>
            {attribute.anchors.map((anchor, i) => (
              <Radio key={i} value={String(i + 1)} label={`${i + 1}: ${anchor}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          name={notesField(attribute.key)}
          label={`Notes on ${attribute.name}`}
          autosize
          minRows={2}
          maxLength={5000}
          defaultValue={saved?.notes ?? ""}
        />
      </Stack>
    </Paper>
  );
}
