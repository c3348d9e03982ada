import "@mantine/core/styles/Table.layer.css";
// Changes over time (/survey-results/{id}/changes): a person's assessments side by side, a timeline per domain with
// its facets, and a verdict per scale that calls a difference a real change only beyond measurement error.
import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Anchor, Badge, Box, Button, Card, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconMailForward } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { shortDate } from "~/survey-results/list-model";
import { dateTime } from "~/survey-results/model";
import { DownloadPdfButton } from "~/survey-answers/DownloadPdfButton";
import { ReportTabs } from "~/survey-results/ReportTabs";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { possessive } from "~domain/text";
import type { ChangesActionResult, loadChanges } from "./changes.server";
import classes from "./changes.module.css";
import {
  assessmentLabels,
  domainViews,
  formatDelta,
  realChanges,
  scaleName,
  smallestRealChange,
  type DomainView,
  type ScaleChangeJson,
} from "./model";

/** The loader's answer (app/assessment-history/changes.server.ts). */
export type ChangesData = SerializeFrom<typeof loadChanges>;

export function ChangesPage(history: ChangesData) {
  const { person, assessments, invitations } = history;
  const fetcher = useFetcher<ChangesActionResult>({ key: `reassess-${history.survey_result_id}` });
  useActionResult(fetcher.data);
  const [confirming, setConfirming] = useState<string | null>(null);
  const name = `${person.first} ${person.last}`;
  const latest = assessments[assessments.length - 1];
  const sending = fetcher.state !== "idle";

  const inviteButton = (
    <Button
      leftSection={<IconMailForward size={16} aria-hidden />}
      onClick={() => setConfirming(person.email)}
      loading={sending}
    >
      Invite to reassess
    </Button>
  );
  const invitationNote = (
    <Text size="sm" c="dimmed" data-testid="invitation-note">
      {invitations.last_sent_at ? `Last invited ${dateTime(invitations.last_sent_at)}. ` : ""}
      {invitations.remaining > 0
        ? `${invitations.remaining} of ${invitations.limit_per_day} invitations left for the next 24 hours.`
        : `No invitations left for now: at most ${invitations.limit_per_day} in 24 hours.`}
    </Text>
  );

  return (
    <Stack gap="lg" maw={1100} className={classes.page}>
      <div className={classes.header}>
        <div>
          <Anchor component={Link} to="/candidates" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> {brand.wording.candidates}
            </Group>
          </Anchor>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {latest ? `${latest.role_name} · ` : ""}
            {person.company.name}
          </Text>
        </div>
        {assessments.length >= 2 ? (
          <Stack gap={4} align="flex-end" className={classes.invite}>
            <Group gap="xs">
              <DownloadPdfButton href={`/survey-results/${history.survey_result_id}/changes.pdf`} />
              {inviteButton}
            </Group>
            {invitationNote}
          </Stack>
        ) : null}
      </div>
      <ReportTabs id={history.survey_result_id} current="changes" />

      {assessments.length < 2 ? (
        <Card withBorder padding="lg" component="section" aria-labelledby="second-needed">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4" id="second-needed">
              A second assessment is needed
            </Title>
            <Text>
              {assessments.length === 1
                ? `${person.first} has finished one assessment with ${person.company.name}, on ${shortDate(
                    assessments[0].submitted_at,
                  )}.`
                : `${person.first} has not finished an assessment with ${person.company.name} yet.`}{" "}
              Changes over time compare two assessments of the same person: invite {person.first} to take the assessment
              again, and once it is finished this page shows what has changed, and whether each change is larger than
              measurement error.
            </Text>
            {inviteButton}
            {invitationNote}
          </Stack>
        </Card>
      ) : (
        <>
          <Summary history={history} />
          <Explanation history={history} />
          {domainViews(history).map((view) => (
            <DomainCard key={view.code} view={view} labels={assessmentLabels(assessments)} />
          ))}
        </>
      )}

      <ConfirmDialog
        subject={confirming}
        title="Invite to reassess?"
        confirmLabel="Send invitation"
        // Not destructive: the primary colour (the dialog's default is red).
        color={() => undefined}
        loading={sending}
        onClose={() => setConfirming(null)}
        onConfirm={() => fetcher.submit({ intent: "reassess" }, { method: "post" })}
      >
        {(email) => (
          <>
            An e-mail goes to <strong>{email}</strong> inviting {person.first} to take the assessment again, with{" "}
            {possessive(person.company.name)} assessment link. {person.first} should register with this same e-mail
            address, so that the new result joins this history.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

function Summary({ history }: { history: ChangesData }) {
  const { assessments, person } = history;
  const real = realChanges(history);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="summary">
      <Title order={2} size="h4" id="summary" mb="xs">
        {assessments.length} assessments, {shortDate(assessments[0].submitted_at)} to{" "}
        {shortDate(assessments[assessments.length - 1].submitted_at)}
      </Title>
      {real.length ? (
        <>
          <Text mb={4}>Real changes from the first assessment to the latest:</Text>
          <List spacing={2} data-testid="real-changes">
            {real.map((c) => (
              <List.Item key={c.scale}>
                <strong>{scaleName(c.scale)}</strong> {c.direction === "up" ? "rose" : "fell"} by{" "}
                {Math.abs(c.delta_t).toFixed(1)} T points (from {c.t_before.toFixed(1)} to {c.t_after.toFixed(1)}).
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text data-testid="real-changes">
          No real change yet: every difference between {possessive(person.first)} first and latest assessment lies
          within measurement error.
        </Text>
      )}
    </Card>
  );
}

function Explanation({ history }: { history: ChangesData }) {
  const domain = history.thresholds.find((t) => t.scale === "N")!;
  const facet = history.thresholds.find((t) => t.scale === "N1")!;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="how-to-read">
      <Title order={2} size="h4" id="how-to-read" mb="xs">
        Why small differences are not growth
      </Title>
      <Text size="sm">
        Nobody answers a questionnaire exactly the same way twice: mood, the day and the wording of a question move a
        score a little each time. So a difference counts as a <strong>real change</strong> only when it is larger than
        that measurement error, with 95% confidence: more than {domain.threshold.toFixed(2)} T points for a domain (a
        change of {smallestRealChange(domain.threshold)} or more) and more than {facet.threshold.toFixed(2)} for a facet
        ({smallestRealChange(facet.threshold)} or more), since a facet rests on only four questions. Anything smaller is
        shown as <em>within measurement error</em>: it may be real, but the questionnaire cannot tell it from chance. In
        the timelines, the gray line at T 50 is the average of the norm group.
      </Text>
      <Text size="xs" c="dimmed" mt="xs">
        {history.reliability_source}
      </Text>
    </Card>
  );
}

function ChangeBadge({ change }: { change: ScaleChangeJson | null }) {
  if (!change) return null;
  if (change.flagged)
    return (
      <Badge variant="filled" data-testid="real-change">
        Real change {change.direction === "up" ? "↑" : "↓"}
      </Badge>
    );
  return (
    <Badge variant="light" color="gray">
      Within measurement error
    </Badge>
  );
}

function DomainCard({ view, labels }: { view: DomainView; labels: string[] }) {
  const tableId = `changes-${view.code}`;
  const titleId = `${tableId}-title`;
  const domainRow = view.rows[0];
  const values = view.rows.flatMap((r) => r.ts).filter(Number.isFinite);
  const low = Math.floor(Math.min(20, ...values) / 10) * 10;
  const high = Math.ceil(Math.max(80, ...values) / 10) * 10;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} data-testid={`domain-${view.code}`}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {view.name}
        </Title>
        <ChangeBadge change={domainRow.change} />
      </Group>
      <Box
        role="img"
        aria-label={`Timeline of the T scores of ${view.name} and its facets; the table below holds the same values.`}
        aria-describedby={tableId}
      >
        <LineChart
          h={260}
          data={view.chart}
          dataKey="label"
          series={view.series}
          withLegend
          legendProps={{ verticalAlign: "bottom" }}
          yAxisProps={{ domain: [low, high], width: 36 }}
          xAxisProps={{ padding: { left: 24, right: 24 } }}
          referenceLines={[{ y: 50, color: "gray.6" }]}
          tooltipAnimationDuration={0}
          lineChartProps={{ accessibilityLayer: false }}
          aria-hidden
        />
      </Box>
      {/* On a phone the rows stack (changes.module.css): each scale's verdict beside its name, its scores under it. */}
      <Table.ScrollContainer minWidth={440 + labels.length * 90} mt="md" className={classes.scroll}>
        <Table
          id={tableId}
          aria-label={`T scores of ${view.name} and its facets at each assessment`}
          striped
          className={classes.scales}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Scale</Table.Th>
              {labels.map((label) => (
                <Table.Th key={label} scope="col" ta="right">
                  {label}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                ΔT first → latest
              </Table.Th>
              <Table.Th scope="col">Real change?</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((row) => (
              <Table.Tr key={row.code} fw={row.isDomain ? 600 : undefined} data-testid={`scale-${row.code}`}>
                <Table.Th scope="row" fw={row.isDomain ? 600 : 400} className={classes.scale}>
                  {row.isDomain ? row.name : `${row.code} ${row.name}`}
                </Table.Th>
                {row.ts.map((t, i) => (
                  <Table.Td key={labels[i]} ta="right" className={classes.value} data-label={labels[i]}>
                    {Number.isFinite(t) ? t.toFixed(1) : "–"}
                  </Table.Td>
                ))}
                <Table.Td ta="right" className={classes.value} data-label="ΔT">
                  {row.change ? formatDelta(row.change.delta_t) : "–"}
                </Table.Td>
                <Table.Td className={classes.verdict}>
                  <ChangeBadge change={row.change} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
