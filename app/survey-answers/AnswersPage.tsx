import "@mantine/core/styles/Switch.layer.css";
// The behavioural questions chart (/survey-results/{id}/answers): the person's answers item by item, grouped by
// facet, with what each answer does to its facet's score, so a coach can see which answers drive a score. Answers to
// sensitive items arrive withheld (api/survey-answers/model.ts) and show as such; a facet with withheld answers is
// explained by the statements that may be shown and a sentence on what it describes.
import { Alert, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { IconLock, IconMinus, IconTrendingDown, IconTrendingUp } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { useState } from "react";
import brand from "~brand";
import { ANSWER_WITHHELD, ANSWER_WITHHELD_REASON } from "~domain/assessment/sensitive-items";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import type { loadAnswers } from "./answers.server";
import classes from "./answers.module.css";
import {
  answerLabel,
  drivesScore,
  EFFECT_LABELS,
  effectOf,
  type AnswerDomainJson,
  type AnswerFacetJson,
  type AnswerItemJson,
  type Effect,
} from "./model";
import { DownloadPdfButton } from "./DownloadPdfButton";
import { PersonHeader } from "./PersonHeader";

export type AnswersData = SerializeFrom<typeof loadAnswers>;

const EFFECT_ICONS: Record<Effect, typeof IconMinus> = {
  raises: IconTrendingUp,
  lowers: IconTrendingDown,
  neutral: IconMinus,
};

export function AnswersPage({ person, domains, answered }: AnswersData) {
  const [onlyDrivers, setOnlyDrivers] = useState(false);
  const items = domains.flatMap((d) => d.facets.flatMap((f) => f.items));
  const shown = onlyDrivers ? items.filter(drivesScore).length : items.length;

  return (
    <Stack gap="lg" maw={1100}>
      <PersonHeader
        person={person}
        current="answers"
        actions={<DownloadPdfButton href={`/survey-results/${person.id}/answers.pdf`} />}
      />

      <Card withBorder padding="lg" component="section" aria-labelledby="how-to-read">
        <Title order={2} size="h4" id="how-to-read" mb="xs">
          How to read the answers
        </Title>
        <Text size="sm" mb="sm">
          {person.first} rated {items.length} statements from “Very inaccurate” (1) to “Very accurate” (5). Each facet’s
          score adds up its four answers: agreeing with a statement raises the score, except for reverse-scored
          statements, where agreeing lowers it.
        </Text>
        <Group gap="xs" mb="md" wrap="wrap">
          {(Object.keys(EFFECT_LABELS) as Effect[]).map((effect) => (
            <EffectTag key={effect} effect={effect} />
          ))}
          <span className={classes.reverse}>reverse-scored: agreeing lowers the score</span>
          <WithheldTag />
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          {ANSWER_WITHHELD_REASON}
        </Text>
        <Switch
          label="Show only answers that drive the score"
          description="Hides the answers in the middle of the scale, which leave a facet’s score where it is."
          checked={onlyDrivers}
          onChange={(e) => setOnlyDrivers(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed" mt="xs" role="status" data-testid="answers-shown">
          Showing {shown} of {items.length} answers
        </Text>
      </Card>

      {!person.finished ? (
        <Alert color="blue" variant="light" title="Not finished yet">
          {person.first} has not finished the {brand.wording.assessment} yet ({answered} of {items.length} answered).
          {answered ? " These are the answers so far;" : " No answers have arrived yet;"} the facet scores appear once
          it is submitted.
        </Alert>
      ) : null}

      {domains.map((domain) => (
        <DomainSection key={domain.code} domain={domain} onlyDrivers={onlyDrivers} />
      ))}
    </Stack>
  );
}

function DomainSection({ domain, onlyDrivers }: { domain: AnswerDomainJson; onlyDrivers: boolean }) {
  const titleId = `domain-${domain.code}`;
  return (
    <section aria-labelledby={titleId} data-testid="domain">
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id={titleId}>
          {domain.name}
        </Title>
        {domain.percentile !== null ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed">
              Percentile
            </Text>
            <ScoreBandBadge value={domain.percentile} showBand size="lg" />
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {domain.facets.map((facet) => (
          <FacetCard key={facet.code} facet={facet} onlyDrivers={onlyDrivers} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function FacetCard({ facet, onlyDrivers }: { facet: AnswerFacetJson; onlyDrivers: boolean }) {
  const titleId = `facet-${facet.code}`;
  const visible = onlyDrivers ? facet.items.filter(drivesScore) : facet.items;
  const withheld = facet.items.filter((item) => item.withheld).length;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} data-testid="facet">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h5" id={titleId}>
          {facet.name}
        </Title>
        {facet.percentile !== null ? (
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              Percentile
            </Text>
            <ScoreBandBadge value={facet.percentile} showBand />
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            No score yet
          </Text>
        )}
      </Group>
      {facet.note ? (
        <Text size="sm" c="dimmed" mb="sm" data-testid="facet-note">
          {facet.note}{" "}
          {withheld === facet.items.length
            ? "Every answer here is withheld; the score still counts them."
            : `${withheld} of ${facet.items.length} answers here are withheld; the score still counts them.`}
        </Text>
      ) : null}
      {visible.length ? (
        <ul className={classes.items}>
          {visible.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {withheld
            ? "No answer shown here moves the score away from the middle."
            : "No answer here moves the score away from the middle."}
        </Text>
      )}
    </Card>
  );
}

function ItemRow({ item }: { item: AnswerItemJson }) {
  if (item.withheld) {
    return (
      <li className={classes.item} data-effect="withheld" data-testid="answer-item">
        <Text size="sm" className={classes.text}>
          {item.text}
        </Text>
        <div className={classes.meta}>
          <WithheldTag />
        </div>
      </li>
    );
  }
  const effect = effectOf(item.scored);
  return (
    <li className={classes.item} data-effect={effect ?? "none"} data-testid="answer-item">
      <Text size="sm" className={classes.text}>
        {item.text}
      </Text>
      <div className={classes.meta}>
        <AnswerScale answer={item.answer} />
        <Text size="xs" fw={500}>
          {item.answer !== null ? `Answer: ${answerLabel(item.answer)}` : "Not answered yet"}
        </Text>
        {effect ? <EffectTag effect={effect} /> : null}
        {item.keyed === "minus" ? (
          <span className={classes.reverse} title="Agreeing with this statement lowers the score">
            reverse-scored
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** The five points, the chosen one filled; hidden from assistive technology, which reads the answer's words. */
function AnswerScale({ answer }: { answer: number | null }) {
  return (
    <span className={classes.scale} aria-hidden>
      {[1, 2, 3, 4, 5].map((value) => (
        <span key={value} className={classes.point} data-chosen={value === answer || undefined}>
          {value}
        </span>
      ))}
    </span>
  );
}

function WithheldTag() {
  return (
    <span className={classes.tag} data-effect="withheld">
      <IconLock size={12} aria-hidden />
      {ANSWER_WITHHELD}
    </span>
  );
}

function EffectTag({ effect }: { effect: Effect }) {
  const Icon = EFFECT_ICONS[effect];
  return (
    <span className={classes.tag} data-effect={effect}>
      <Icon size={12} aria-hidden />
      {EFFECT_LABELS[effect]}
    </span>
  );
}
