// Ways from a person's report into the tools around it: their coaching page, comparing them with others, or the
// conflict tool with them as the first side. Each link belongs to a brand feature; a brand without it shows none.
import { Button, Group } from "@mantine/core";
import { IconArrowsLeftRight, IconHeartHandshake, IconMessages } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import brand from "~brand";

export function ReportActions({ id }: { id: number }) {
  const { coaching, comparison, conflictTool } = brand.features;
  if (!coaching && !comparison && !conflictTool) return null;
  return (
    <Group gap={6} wrap="wrap" className="no-print" data-testid="report-actions">
      {coaching ? (
        <Button
          component={Link}
          to={`/coaching/${id}`}
          size="compact-sm"
          variant="light"
          leftSection={<IconHeartHandshake size={14} aria-hidden />}
        >
          Coaching
        </Button>
      ) : null}
      {comparison ? (
        <Button
          component={Link}
          to={`/compare?ids=${id}`}
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowsLeftRight size={14} aria-hidden />}
        >
          Compare with…
        </Button>
      ) : null}
      {conflictTool ? (
        <Button
          component={Link}
          to={`/conflict?a=${id}`}
          size="compact-sm"
          variant="light"
          leftSection={<IconMessages size={14} aria-hidden />}
        >
          Conflict tool
        </Button>
      ) : null}
    </Group>
  );
}
