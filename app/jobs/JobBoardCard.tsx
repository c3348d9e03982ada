import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCopy, IconExternalLink } from "@tabler/icons-react";
import { JobAds } from "./JobAds";
import type { JobJson } from "./model";

/** Where a job stands on the job board, with its public link to copy, and its job ads. */
export function JobBoardCard({
  job,
  publicUrl,
}: {
  job: JobJson;
  /** The job's public page on this deployment's address. */
  publicUrl: string;
}) {
  const isPublic = job.status !== "draft" && !job.archived_at;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Job board
        </Title>
        {isPublic ? (
          <>
            <Text size="sm">
              {job.status === "published"
                ? "Published: candidates find it on the job board and can apply."
                : "Not taking applications: the page says so."}
            </Text>
            {/* Wraps on a phone: the long address above, the whole Copy link button below it. */}
            <Group gap="xs" wrap="wrap">
              <Anchor
                href={job.public_path}
                target="_blank"
                rel="noopener"
                size="sm"
                style={{ wordBreak: "break-all" }}
              >
                {publicUrl} <IconExternalLink size={14} aria-hidden />
              </Anchor>
              <CopyButton value={publicUrl}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    onClick={copy}
                    leftSection={<IconCopy size={12} aria-hidden />}
                  >
                    {copied ? "Copied" : "Copy link"}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          <Text size="sm">
            {job.archived_at ? "Archived: not on the job board." : "A draft: publish it to put it on the job board."}
          </Text>
        )}
        <JobAds job={job} />
      </Stack>
    </Paper>
  );
}
