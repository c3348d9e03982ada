// The link back to a person's report from the pages that hang off it (interview notes, scorecard).
import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@remix-run/react";

export function BackToReport({ personId }: { personId: number }) {
  return (
    <Anchor component={Link} to={`/survey-results/${personId}`} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        Back to the report
      </Group>
    </Anchor>
  );
}
