// The header of a report view: back to the list of people, the person's name, their role and company, then the
// report's tabs (the same header as the profile page, without its print button), and the view's own actions.
import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import brand from "~brand";
import { ReportTabs, type ReportView } from "~/survey-results/ReportTabs";
import type { ReportPerson } from "./model";

export function PersonHeader({
  person,
  current,
  actions,
}: {
  person: ReportPerson;
  current: ReportView;
  /** Buttons at the right of the name (the view's PDF); on a phone they wrap under it. */
  actions?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to="/candidates" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> {brand.wording.candidates}
            </Group>
          </Anchor>
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {person.first} {person.last}
          </Title>
          <Group gap={6}>
            <Text c="dimmed" size="sm">
              {person.role_name} · {person.company.name}
            </Text>
            {person.is_test ? (
              <Badge variant="outline" color="gray">
                Test
              </Badge>
            ) : null}
            {person.archived ? (
              <Badge variant="outline" color="gray">
                Archived
              </Badge>
            ) : null}
          </Group>
        </div>
        {actions}
      </Group>
      <ReportTabs id={person.id} current={current} />
    </Stack>
  );
}
