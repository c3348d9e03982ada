import { Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import type { JobActionResult } from "./actions.server";
import { careersClasses } from "./CareersFrame";
import type { GeneratedAd, JobJson } from "./model";

/** Writes job ads for a job's channels on request and shows each with a copy button (they are not stored). */
export function JobAds({ job }: { job: JobJson }) {
  const adsFetcher = useFetcher<JobActionResult>({ key: `job-ads-${job.id}` });
  const [ads, setAds] = useState<GeneratedAd[] | null>(null);
  useActionResult(adsFetcher.data, { onSuccess: (r) => setAds(r.data?.ads ?? null) });
  return (
    <>
      <Group justify="space-between" mt="sm">
        <Title order={3} size="h5">
          Job ads
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconSparkles size={14} aria-hidden />}
          loading={adsFetcher.state !== "idle"}
          onClick={() => adsFetcher.submit({ intent: "ads", jobId: String(job.id) }, { method: "post" })}
        >
          Write job ads
        </Button>
      </Group>
      {ads ? (
        <Stack gap="xs">
          {ads.map((ad) => (
            <Paper key={ad.channel} withBorder p="xs" radius="sm">
              <Group justify="space-between" mb={4}>
                <Text size="xs" fw={600} tt="uppercase">
                  {ad.channel.replace("_", " ")}
                </Text>
                <Group gap={4}>
                  <Badge size="xs" variant="light" color="gray">
                    {ad.label ?? `written by ${ad.model ?? "AI"}`}
                  </Badge>
                  <CopyButton value={ad.text}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy}>
                        {copied ? "Copied" : "Copy"}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Group>
              <Text size="sm" className={careersClasses.description}>
                {ad.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
