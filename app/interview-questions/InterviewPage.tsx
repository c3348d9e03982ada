// /survey-results/{id}/interview: the candidate's interview on a page of its own (room to take notes during the
// interview, and to print from the browser), with the guide as a PDF.
import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { BackToReport } from "~/survey-results/BackToReport";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import type { loadInterview } from "./interview.server";
import { scorecardHref } from "~/scorecards/model";
import { interviewHref } from "./model";
import { InterviewView } from "./InterviewView";

export function InterviewPage() {
  const { person, interview, custom, stageNames } = useLoaderData<typeof loadInterview>();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <Stack gap="md" maw={960}>
      <Group gap="md" wrap="wrap">
        <BackToReport personId={person.id} />
        <Anchor component={Link} to={scorecardHref(person.id)} size="sm">
          Scorecard
        </Anchor>
      </Group>
      <div>
        <Title order={1} size="h2">
          Interview: {person.first} {person.last}
        </Title>
        <Text c="dimmed">
          {person.role_name} · {person.company.name}
        </Text>
      </div>
      <Card withBorder padding="lg">
        <InterviewView
          interview={interview}
          custom={custom}
          stageNames={stageNames}
          firstName={person.first}
          action={interviewHref(person.id)}
          onPickBenchmark={(id) => {
            const next = new URLSearchParams(searchParams);
            if (id) next.set("benchmark", String(id));
            else next.delete("benchmark");
            setSearchParams(next, { replace: true, preventScrollReset: true });
          }}
        />
      </Card>
    </Stack>
  );
}
