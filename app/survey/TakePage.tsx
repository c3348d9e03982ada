// The take page (/survey/take?id=…): the assessment's statements page by page, answers saved as they are given
// (and kept on this device while offline), then the submit.
import { Alert, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { useFetcher, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useActionResult } from "~/ui/action";
import type { StoredAnswer } from "../../api/surveys/contract";
import { fromServer, mergeAnswers, pageCount, resumePage } from "./answers";
import { NormGroupStep } from "./NormGroupStep";
import { readSurveyData, writePreviousSurveyPageUrl, writeSurveyData } from "./storage";
import { SurveyFrame, SurveyProblem } from "./SurveyFrame";
import { SurveyQuestion } from "./SurveyQuestion";
import type { loadTake, takeAction } from "./take.server";
import { PAGE_SIZE, type SurveyItem } from "./types";
import { useAnswerSync, type SentAnswer } from "./useAnswerSync";

/** The loader's answer (app/survey/take.server.ts). */
export type TakeData = SerializeFrom<typeof loadTake>;

export function TakePage(loaderData: TakeData) {
  if (!loaderData.ok) return <SurveyProblem title={loaderData.title} message={loaderData.message} />;
  const { progress, items } = loaderData;
  return (
    <TakeSurvey
      key={progress.survey_result_uuid}
      uuid={progress.survey_result_uuid}
      companyName={progress.company.name}
      first={progress.first}
      askNormGroup={progress.ask_norm_group}
      serverAnswers={progress.answers}
      items={items}
    />
  );
}

function TakeSurvey({
  uuid,
  companyName,
  first,
  askNormGroup,
  serverAnswers,
  items,
}: {
  uuid: string;
  companyName: string;
  first: string;
  askNormGroup: boolean;
  serverAnswers: StoredAnswer[];
  items: readonly SurveyItem[];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const submitter = useFetcher<typeof takeAction>();
  const [answers, setAnswers] = useState(() => fromServer(serverAnswers));
  const [restored, setRestored] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const pages = pageCount(items);
  const requested = Number(searchParams.get("page"));
  const page =
    Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested - 1 : resumePage(items, answers);
  const pageItems = items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const answeredCount = items.filter((item) => answers[item.id]).length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [normGroupStep, setNormGroupStep] = useState(askNormGroup);

  const goToPage = useCallback(
    (index: number, options: { replace?: boolean } = {}) => {
      setSearchParams({ id: uuid, page: String(index + 1) }, { replace: options.replace, preventScrollReset: false });
    },
    [setSearchParams, uuid],
  );

  // Once in the browser: add the answers this device kept but the server lacks, then resume at the first
  // unanswered item, whatever page the URL named.
  useEffect(() => {
    const stored = readSurveyData();
    const merged = stored?.uuid === uuid ? mergeAnswers(fromServer(serverAnswers), stored.answers) : answers;
    setAnswers(merged);
    setRestored(true);
    goToPage(resumePage(items, merged), { replace: true });
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored) writeSurveyData({ uuid, companyName, answers });
  }, [answers, restored, uuid, companyName]);

  useEffect(() => {
    if (!restored) return;
    writePreviousSurveyPageUrl(`/survey/take?id=${uuid}&page=${page + 1}`);
    setShowMissing(false);
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [page, restored, uuid]);

  const onAnswer = useCallback((itemId: string, value: number) => {
    setAnswers((previous) => ({
      ...previous,
      [itemId]: { value, answered_at: new Date().toISOString(), saved: false },
    }));
  }, []);

  const onSaved = useCallback((sent: SentAnswer[]) => {
    setAnswers((previous) => {
      const next = { ...previous };
      for (const s of sent) {
        const current = next[s.item_id];
        // An answer changed while its save was on the way stays unsaved and goes in the next request.
        if (current && current.answered_at === s.answered_at) next[s.item_id] = { ...current, saved: true };
      }
      return next;
    });
  }, []);

  const sync = useAnswerSync({ uuid, answers, onSaved, enabled: restored });

  const missingOnPage = pageItems.filter((item) => !answers[item.id]);
  const isLastPage = page === pages - 1;

  const focusFirstMissing = () => {
    const first = missingOnPage[0];
    if (!first) return;
    const radio = document.querySelector<HTMLInputElement>(`input[name="item-${first.id}"]`);
    radio?.focus();
    radio?.scrollIntoView({ block: "center" });
  };

  const next = () => {
    if (missingOnPage.length) {
      setShowMissing(true);
      focusFirstMissing();
      return;
    }
    goToPage(page + 1);
  };

  const submit = () => {
    if (missingOnPage.length) {
      setShowMissing(true);
      focusFirstMissing();
      return;
    }
    const firstMissing = items.findIndex((item) => !answers[item.id]);
    if (firstMissing !== -1) {
      goToPage(Math.floor(firstMissing / PAGE_SIZE));
      return;
    }
    submitter.submit(null, { method: "post", action: `/survey/take?id=${uuid}` });
  };

  // The server may lack answers this device thinks it saved (e.g. a save it lost): send them all again.
  const submitted = useActionResult(submitter.data, {
    onFailure: (result) => {
      if (result.fieldErrors.answers)
        setAnswers((previous) =>
          Object.fromEntries(Object.entries(previous).map(([id, a]) => [id, { ...a, saved: false }])),
        );
    },
  });
  const answersMissing = submitter.state === "idle" ? submitted.error("answers") : undefined;

  const submitting = submitter.state !== "idle";
  const percent = Math.round((answeredCount / items.length) * 100);

  return (
    <SurveyFrame companyName={companyName}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h4" ref={headingRef} tabIndex={-1}>
            {page === 0 && answeredCount === 0 ? `Hello ${first}` : `Page ${page + 1} of ${pages}`}
          </Title>
          <Text size="sm" c="dimmed">
            How accurately does each statement describe you? Describe yourself as you generally are now, not as you wish
            to be.
          </Text>
          <Progress value={percent} size="lg" radius="xl" aria-label="Answered" />
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="answered-count">
              {answeredCount} of {items.length} answered
            </Text>
            <SaveStatusText status={sync.status} />
          </Group>
        </Stack>

        {!sync.online && (
          <Alert color="yellow" title="You are offline" role="status">
            You can keep answering. Your answers are kept on this device and saved as soon as you are back online.
          </Alert>
        )}
        {sync.status === "refused" && (
          <Alert color="red" title="Your answers could not be saved" role="alert">
            {sync.problem}
          </Alert>
        )}

        {normGroupStep && answeredCount === 0 && <NormGroupStep uuid={uuid} onDone={() => setNormGroupStep(false)} />}

        <Stack gap="xl">
          {pageItems.map((item) => (
            <SurveyQuestion
              key={item.id}
              item={item}
              value={answers[item.id]?.value}
              missing={showMissing && !answers[item.id]}
              onAnswer={onAnswer}
            />
          ))}
        </Stack>

        {showMissing && missingOnPage.length > 0 && (
          <Text c="red" size="sm" role="alert">
            Please answer every statement on this page ({missingOnPage.length} left).
          </Text>
        )}
        {answersMissing && (
          <Alert color="red" title="Not submitted yet" role="alert">
            {answersMissing} Your answers are being sent again; please try once more.
          </Alert>
        )}

        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" size="md" onClick={() => goToPage(page - 1)} disabled={page === 0}>
            Back
          </Button>
          {isLastPage ? (
            <Button
              size="md"
              onClick={submit}
              loading={submitting}
              disabled={!sync.online || sync.pending || sync.status === "refused"}
            >
              Submit
            </Button>
          ) : (
            <Button size="md" onClick={next}>
              Next
            </Button>
          )}
        </Group>
        {isLastPage && sync.pending && sync.online && (
          <Text size="sm" c="dimmed" ta="right">
            Saving your last answers…
          </Text>
        )}
      </Stack>
    </SurveyFrame>
  );
}

function SaveStatusText({ status }: { status: ReturnType<typeof useAnswerSync>["status"] }) {
  const text = {
    saved: "All answers saved",
    saving: "Saving…",
    retrying: "Could not reach the server. Retrying…",
    offline: "Offline: answers kept on this device",
    refused: "Not saved",
  }[status];
  return (
    <Text
      size="sm"
      c={status === "saved" || status === "saving" ? "dimmed" : "orange.8"}
      aria-live="polite"
      data-testid="save-status"
    >
      {text}
    </Text>
  );
}
