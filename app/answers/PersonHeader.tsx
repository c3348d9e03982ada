// The header of a report view: back to the list of people, the person's name, their role and company, then the
// report's tabs (the same header as the profile page, without its print button).
import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import brand from "~brand";
import { ReportTabs, type ReportView } from "~/report/ReportTabs";
import type { ReportPerson } from "./model";

export function PersonHeader({ person, current }: { person: ReportPerson; current: ReportView }) {
  return (
    <Stack gap="sm">
      <div>
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
      <ReportTabs id={person.id} current={current} />
    </Stack>
  );
}
