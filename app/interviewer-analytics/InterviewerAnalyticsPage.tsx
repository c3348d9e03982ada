// Interviewer analytics: per interviewer, how many scorecards they submit and how fast, and how lenient they rate
// against the rest of the panel; per attribute, how far the panel agrees (ICC(2,k), only from ten shared
// candidates). Leniency is described in points, never as a verdict on a person (ADR 074).
import "@mantine/core/styles/Table.layer.css";
import { Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { ListPageHeader, ListTable } from "~/ui/list";
import type { loadInterviewerAnalytics } from "./interviewer-analytics.server";

export type InterviewerAnalyticsData = SerializeFrom<typeof loadInterviewerAnalytics>;
type Interviewer = InterviewerAnalyticsData["analytics"]["interviewers"][number];
type Attribute = InterviewerAnalyticsData["analytics"]["attributes"][number];

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(2)}`;

/** A duration in hours, in words a reader takes in at a glance. */
export function hoursText(hours: number | null): string {
  if (hours === null) return "None submitted";
  if (hours < 1) return "Under an hour";
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}

const ICC_REASONS: Record<NonNullable<Attribute["reason"]>, string> = {
  not_enough_shared_candidates: "Not enough shared candidates",
  not_enough_raters: "Only one interviewer rated it",
  no_variance: "Every rating is the same",
};

export function InterviewerAnalyticsPage({ analytics }: InterviewerAnalyticsData) {
  const scope = analytics.job ? `${analytics.job.title} at ${analytics.company.name}` : analytics.company.name;
  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Interviewer analytics"
        description={`How ${scope}'s interviewers use their scorecards: how many they submit and how fast, how far their ratings sit above or below the rest of the panel, and how far the panel agrees on each attribute.`}
      />
      {analytics.jobs.length ? (
        // A plain GET form: the choice is in the address, so it can be shared and works without JavaScript.
        <Form method="get">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              name="job"
              label="Job"
              defaultValue={analytics.job ? String(analytics.job.id) : ""}
              data={[
                { value: "", label: "All jobs" },
                ...analytics.jobs.map((j) => ({ value: String(j.id), label: j.title })),
              ]}
              style={{ flex: "1 1 220px", maxWidth: 360 }}
            />
            <Button type="submit" variant="default">
              Show
            </Button>
          </Group>
        </Form>
      ) : null}
      <section aria-labelledby="interviewers-heading">
        <Title order={2} size="h4" id="interviewers-heading" mb="xs">
          Interviewers
        </Title>
        <ListTable<Interviewer>
          aria-labelledby="interviewers-heading"
          minHeight={120}
          records={analytics.interviewers}
          idAccessor="user_id"
          emptyText="No scorecards yet"
          columns={[
            { accessor: "name", title: "Interviewer" },
            {
              accessor: "submission_rate",
              title: "Submitted",
              noWrap: true,
              render: (r) => (
                <Text size="sm">
                  {percent(r.submission_rate)}{" "}
                  <Text span size="xs" c="dimmed">
                    ({r.submitted} of {r.scorecards})
                  </Text>
                </Text>
              ),
            },
            {
              accessor: "median_hours_to_submit",
              title: "Median time to submit",
              noWrap: true,
              render: (r) => <Text size="sm">{hoursText(r.median_hours_to_submit)}</Text>,
            },
            {
              accessor: "leniency",
              title: "Leniency",
              noWrap: true,
              render: (r) =>
                r.leniency === null ? (
                  <Text size="sm" c="dimmed">
                    No shared ratings
                  </Text>
                ) : (
                  <Text size="sm">
                    {signed(r.leniency)} points{" "}
                    <Text span size="xs" c="dimmed">
                      (over {r.shared_ratings} ratings)
                    </Text>
                  </Text>
                ),
            },
          ]}
        />
        <Text size="xs" c="dimmed" mt={6}>
          Leniency: on average, how many points above (+) or below (−) the other interviewers&apos; mean rating of the
          same candidate and attribute, on the 1–4 scale. Few shared ratings make it uncertain.
        </Text>
      </section>
      <section aria-labelledby="agreement-heading">
        <Title order={2} size="h4" id="agreement-heading" mb="xs">
          Panel agreement per attribute
        </Title>
        {analytics.attributes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No submitted ratings yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-labelledby="agreement-heading" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Attribute</Table.Th>
                  <Table.Th>Reliability of the panel (ICC(2,k))</Table.Th>
                  <Table.Th>Shared candidates</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analytics.attributes.map((a) => (
                  <Table.Tr key={a.key}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>
                      {a.icc_average === null || a.reason ? (
                        <Text size="sm" c="dimmed">
                          {a.reason ? ICC_REASONS[a.reason] : "—"}
                        </Text>
                      ) : (
                        <Text size="sm">
                          {a.icc_average.toFixed(2)}{" "}
                          <Text span size="xs" c="dimmed">
                            (one interviewer: {a.icc_single?.toFixed(2)}; {a.raters} interviewers)
                          </Text>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{a.shared_candidates}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed" mt={6}>
          The intraclass correlation ICC(2,k) (Shrout &amp; Fleiss, 1979) says how far the panel&apos;s mean rating
          would hold with other interviewers: 1 is full agreement, 0 none. It is shown only where{" "}
          {analytics.min_shared_candidates} or more candidates were rated by the same interviewers.
        </Text>
      </section>
    </Stack>
  );
}
