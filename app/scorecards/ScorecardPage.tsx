// /survey-results/{id}/scorecard: the interview kit at a stage with the signed-in interviewer's scorecard (each
// attribute's questions, its four anchors as the rating's choices, notes; an overall recommendation; save a draft
// or submit after confirming, since submitted is final), and the debrief of everyone's submitted scorecards once
// the interviewer may see it, with attributes whose ratings lie two points or more apart highlighted.
//
// For the e2e spec: heading "Scorecard: {first} {last}"; select "Stage"; region "Your scorecard" with one radio
// group per attribute (named by the attribute; radios "1: …" to "4: …"), the textbox "Notes on {attribute}", the
// radio group "Overall recommendation", the buttons "Save draft" (toast "Draft saved.") and "Submit scorecard"
// (dialog "Submit your scorecard?", button "Submit scorecard", toast "Scorecard submitted."); region "Debrief" with
// the list "Ratings by attribute" (a listitem per attribute, "Ratings differ by N" on spread ones) and the list
// "Recommendations".
import "@mantine/core/styles/Switch.layer.css";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  Radio,
  Select,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { BackToReport } from "~/report/BackToReport";
import classes from "./scorecards.module.css";
import { Link, useFetcher, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useRef, useState } from "react";
import { ConfirmDialog, ListEmpty } from "~/ui/list";
import { useActionResult } from "~/ui/action";
import type { DebriefJson, KitJson } from "../../api/scorecards/contract";
import { RECOMMENDATION_LABELS, RECOMMENDATIONS } from "../../domain/scorecards";
import { interviewHref } from "~/interview/model";
import type { loadScorecard } from "./scorecards.server";
import { notesField, ratingField, scorecardHref, type ScorecardActionResult } from "./model";

export function ScorecardPage() {
  const { person, kit, debrief } = useLoaderData<typeof loadScorecard>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  // The answer to a submit arrives with the reloaded page, which swaps the form for the submitted card: the page
  // delivers its toast (each answer is delivered once, whichever hook sees it first).
  useActionResult(useFetcher<ScorecardActionResult>({ key: scorecardFetcherKey(kit) }).data);
  return (
    <Stack gap="md" maw={960} className={classes.page}>
      <Group gap="md" wrap="wrap" className="no-print">
        <BackToReport personId={person.id} />
        <Anchor component={Link} to={interviewHref(person.id)} size="sm">
          Interview notes
        </Anchor>
      </Group>
      <div>
        <Title order={1} size="h2">
          Scorecard: {person.first} {person.last}
        </Title>
        <Text c="dimmed">{[kit.job?.title ?? person.role_name, person.company.name].filter(Boolean).join(" · ")}</Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Stage"
          description="The pipeline stage this interview belongs to"
          data={kit.stages}
          value={kit.stage}
          allowDeselect={false}
          onChange={(value) => value && setSearchParams({ stage: value }, { preventScrollReset: true })}
          disabled={navigation.state === "loading"}
          maw={320}
        />
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          className="no-print"
        >
          Print kit
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {kit.benchmark
          ? `Attributes from the gaps to ${kit.benchmark.name} (${kit.benchmark_reason}) and the company's own questions.`
          : `No role benchmark applies (${kit.benchmark_reason}): only the company's own questions are rated.`}
        {kit.unrated_question_count > 0
          ? ` ${kit.unrated_question_count === 1 ? "One company question has no attribute yet and is" : `${kit.unrated_question_count} company questions have no attribute yet and are`} not rated here${kit.can_manage ? " (write one under Scorecard settings)" : ""}.`
          : ""}
      </Text>
      {kit.attributes.length === 0 ? (
        <ListEmpty>
          Nothing to rate yet: this candidate has no gap questions against a benchmark, and no company question has an
          attribute.
        </ListEmpty>
      ) : kit.mine?.status === "submitted" ? (
        <SubmittedCard kit={kit} />
      ) : (
        <ScorecardForm key={`${person.id}:${kit.stage}`} kit={kit} action={scorecardHref(person.id, kit.stage)} />
      )}
      <DebriefSection kit={kit} debrief={debrief} />
      {kit.can_manage ? <ManageSection kit={kit} action={scorecardHref(person.id, kit.stage)} /> : null}
    </Stack>
  );
}

const scorecardFetcherKey = (kit: KitJson) => `scorecard-${kit.survey_result_id}-${kit.stage}`;

function ScorecardForm({ kit, action }: { kit: KitJson; action: string }) {
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
          {kit.attributes.map((attribute) => {
            const saved = ratingOf(attribute.key);
            const field = ratingField(attribute.key);
            return (
              <Paper key={attribute.key} withBorder p="md" className={classes.attribute}>
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
          })}
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

function SubmittedCard({ kit }: { kit: KitJson }) {
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

function DebriefSection({ kit, debrief }: { kit: KitJson; debrief: DebriefJson | null }) {
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

/** For the company's managers: the hide-until-submitted setting, and attributes for its own questions. */
function ManageSection({ kit, action }: { kit: KitJson; action: string }) {
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

function AttributeDialog({
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
