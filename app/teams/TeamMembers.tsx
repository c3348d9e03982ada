import "@mantine/core/styles/Table.layer.css";
import { ActionIcon, Anchor, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import { personName, reportHref, type TeamMemberJson } from "./model";
import classes from "./teams.module.css";

const DOMAIN_LETTERS = ["N", "E", "O", "A", "C"] as const;

/** The team's people with their domain percentiles; `linked`: names link to reports (not on a shared link). */
export function Members({
  members,
  removable,
  onRemove,
  linked = true,
}: {
  members: TeamMemberJson[];
  removable: boolean;
  onRemove: (member: TeamMemberJson) => void;
  linked?: boolean;
}) {
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody is in this team yet.
      </Text>
    );
  return (
    <div className={classes.scroll} tabIndex={0} role="region" aria-label="People in the team (scrolls sideways)">
      <Table fz="sm" verticalSpacing={6} aria-label="People in the team">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            {DOMAIN_LETTERS.map((d) => (
              <Table.Th scope="col" key={d} ta="right" visibleFrom="sm">
                {d}
              </Table.Th>
            ))}
            {removable ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                {linked ? (
                  <Anchor component={Link} to={reportHref(m.id)} fw={500} size="sm">
                    {personName(m)}
                  </Anchor>
                ) : (
                  <Text fw={500} size="sm">
                    {personName(m)}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {[m.role_name, m.department?.name].filter(Boolean).join(" · ")}
                  {m.domains ? "" : " · assessment not finished"}
                </Text>
              </Table.Td>
              {DOMAIN_LETTERS.map((d) => (
                <Table.Td key={d} ta="right" visibleFrom="sm">
                  {m.domains ? m.domains[d].percentile : "–"}
                </Table.Td>
              ))}
              {removable ? (
                <Table.Td ta="right">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${personName(m)} from the team`}
                    onClick={() => onRemove(m)}
                  >
                    <IconUserMinus size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
