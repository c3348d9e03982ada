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
import { Anchor, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { BackToReport } from "~/survey-results/BackToReport";
import classes from "./scorecards.module.css";
import { Link, useFetcher, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { ListEmpty } from "~/ui/list";
import { useActionResult } from "~/ui/action";
import { interviewHref } from "~/interview-questions/model";
import type { loadScorecard } from "./scorecards.server";
import { scorecardHref, type ScorecardActionResult } from "./model";
import { DebriefSection } from "./DebriefSection";
import { ScorecardForm, scorecardFetcherKey } from "./ScorecardForm";
import { ScorecardSettings } from "./ScorecardSettings";
import { SubmittedScorecard } from "./SubmittedScorecard";

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
        <SubmittedScorecard kit={kit} />
      ) : (
        <ScorecardForm key={`${person.id}:${kit.stage}`} kit={kit} action={scorecardHref(person.id, kit.stage)} />
      )}
      <DebriefSection kit={kit} debrief={debrief} />
      {kit.can_manage ? <ScorecardSettings kit={kit} action={scorecardHref(person.id, kit.stage)} /> : null}
    </Stack>
  );
}
