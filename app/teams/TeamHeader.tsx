import { Button, Group, Menu, Text, Anchor, Title } from "@mantine/core";
import {
  IconArrowsDiff,
  IconChevronDown,
  IconDownload,
  IconMessages,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ViewSharePanel } from "~/view-shares/ViewSharePanel";
import { MAX_COMPARED } from "~/comparisons/model";
import { compareHref, conflictHref, pdfHref, peopleCount, teamSource } from "./model";
import type { TeamPageData } from "./TeamPage";
import classes from "./teams.module.css";

/** The team's name and the ways on: the comparison, the conflict tool, the PDF, sharing, rename and delete. */
export function TeamHeader({
  team,
  scoredIds,
  onRename,
  onDelete,
}: {
  team: TeamPageData["team"];
  /** The people with a finished assessment. */
  scoredIds: number[];
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={classes.header}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to="/teams" size="sm">
            Teams
          </Anchor>
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {team.name}
        </Title>
        <Text size="sm" c="dimmed">
          {team.company.name} · {teamSource(team)} · {peopleCount(team.member_count)}
        </Text>
      </div>
      <Group gap="xs" wrap="wrap">
        <LinkButton
          to={compareHref(scoredIds)}
          icon={<IconArrowsDiff size={16} aria-hidden />}
          disabled={scoredIds.length < 2}
          why="The comparison needs two people with finished assessments"
          title={
            scoredIds.length > MAX_COMPARED
              ? `Compared in parts of ${MAX_COMPARED}, each linked from the first`
              : undefined
          }
        >
          Compare the team
        </LinkButton>
        <LinkButton
          to={conflictHref(team.id)}
          icon={<IconMessages size={16} aria-hidden />}
          disabled={scoredIds.length === 0}
          why="The conflict tool needs someone in the team with a finished assessment"
        >
          Conflict tool with a person
        </LinkButton>
        <Button
          component="a"
          href={pdfHref(team.id)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download PDF
        </Button>
        <ViewSharePanel view={{ kind: "team", team_id: team.id }} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="subtle" rightSection={<IconChevronDown size={14} aria-hidden />}>
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onRename}>
              Rename
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              Delete team
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </div>
  );
}

/** A link styled as a button; while it cannot be followed, a disabled button saying why (a disabled link still is one). */
function LinkButton({
  to,
  icon,
  disabled,
  why,
  title,
  children,
}: {
  to: string;
  icon: ReactNode;
  disabled: boolean;
  why: string;
  title?: string;
  children: ReactNode;
}) {
  if (disabled)
    return (
      <Button variant="default" leftSection={icon} disabled title={why}>
        {children}
      </Button>
    );
  return (
    <Button component={Link} to={to} variant="default" leftSection={icon} title={title}>
      {children}
    </Button>
  );
}
