// The grading queue (/interview-grading): submitted instant interviews, newest first, known only by a number and
// when they arrived, with how many answers the grader has scored.
import { formatDate } from "../../domain/format";
import { Anchor, Badge, Stack, Text } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ListPageHeader, ListTable } from "~/ui/list";
import type { loadAnswerSets } from "./interview-grading.server";

export type AnswerSetsData = SerializeFrom<typeof loadAnswerSets>;
type Row = AnswerSetsData["answerSets"][number];

export function AnswerSetsPage({ answerSets, canSeeAnalytics }: AnswerSetsData) {
  return (
    <Stack gap="md">
      <ListPageHeader
        title="Grade written answers"
        description="Candidates' written interview answers, without their name, e-mail, photo or resume, so each answer is judged on what it says. Other graders' scores show once you have saved your own."
        action={
          canSeeAnalytics ? (
            <Anchor component={Link} to="/interviewer-analytics" size="sm">
              Interviewer analytics
            </Anchor>
          ) : undefined
        }
      />
      <ListTable<Row>
        aria-label="Written answers to grade"
        minHeight={180}
        records={answerSets}
        idAccessor="id"
        emptyText="No written answers to grade yet"
        columns={[
          {
            accessor: "id",
            title: "Answers",
            render: (r) => (
              <Anchor component={Link} to={`/interview-grading/${r.id}`} fw={500} size="sm">
                Answer set {r.id}
              </Anchor>
            ),
          },
          {
            accessor: "submitted_at",
            title: "Submitted",
            noWrap: true,
            render: (r) => <Text size="sm">{formatDate(r.submitted_at)}</Text>,
          },
          {
            accessor: "graded_by_me",
            title: "You graded",
            noWrap: true,
            render: (r) =>
              r.graded_by_me >= r.answers ? (
                <Badge color="green" variant="light">
                  All {r.answers}
                </Badge>
              ) : (
                <Text size="sm">
                  {r.graded_by_me} of {r.answers}
                </Text>
              ),
          },
        ]}
      />
    </Stack>
  );
}
