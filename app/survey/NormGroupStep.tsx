// The optional first step for a job applicant, who never saw the registration page: the comparison group (sex, age)
// their answers are scored against. Skipping it scores them against everyone; either way it is never used in
// selection, and the page says so.
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { SexAndAgeFields } from "~/candidates/CandidateDetailsFields";
import { useActionResult } from "~/ui/action";
import { NORM_GROUP_INTENT } from "./norm-group";
import type { takeAction } from "./take.server";

export function NormGroupStep({ uuid, onDone }: { uuid: string; onDone: () => void }) {
  const fetcher = useFetcher<typeof takeAction>();
  const form = useActionResult(fetcher.data, {
    onSuccess: (result) => {
      if (result.intent === NORM_GROUP_INTENT) onDone();
    },
  });
  const values = { sex: form.value("sex") ?? "", age: form.value("age") ?? "" };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="norm-group-title">
      <fetcher.Form method="post" action={`/survey/take?id=${uuid}`} noValidate>
        <input type="hidden" name="intent" value={NORM_GROUP_INTENT} />
        <Stack gap="sm">
          <Title order={2} size="h5" id="norm-group-title">
            Before you start: about you (optional)
          </Title>
          <Text size="sm">
            Your answers are compared with those of people like you. You may tell us your sex and age for that
            comparison, or skip this. It is not part of your application and is never used to decide on it.
          </Text>
          <SexAndAgeFields values={values} errors={form.errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              Skip
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              Continue
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Card>
  );
}
