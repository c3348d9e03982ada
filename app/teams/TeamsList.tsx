// The teams list (/teams): the teams of the caller's companies with where their people come from and how many
// there are, "New team", and deleting a team (asked first).
import { Anchor, Button, Menu, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconEye, IconPlus, IconTrash } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog, ListEmpty, ListPageHeader, ListTable, ListToolbar, RowActions } from "~/ui/list";
import type { loadTeamsList, TeamsActionResult } from "./list.server";
import { peopleCount, teamSource, type TeamJson } from "./model";
import { NewTeamModal } from "./NewTeamModal";

export type TeamsListData = SerializeFrom<typeof loadTeamsList>;

export function TeamsList({ teams, total, query, companies, ownCompanyId }: TeamsListData) {
  const createFetcher = useFetcher<TeamsActionResult>({ key: "team-create" });
  const rowFetcher = useFetcher<TeamsActionResult>({ key: "team-row" });
  const [modal, setModal] = useState({ opened: false, key: 0, stale: null as string | null });
  const [deleting, setDeleting] = useState<TeamJson | null>(null);
  const open = () => setModal((m) => ({ opened: true, key: m.key + 1, stale: createFetcher.data?.id ?? null }));
  const close = () => setModal((m) => ({ ...m, opened: false }));
  useActionResult(createFetcher.data, { onSuccess: close });
  useActionResult(rowFetcher.data);
  const several = companies.length > 1;
  const nothingYet = total === 0 && !query.search;

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Teams"
        description="A team as a whole: its spread on each trait, who sits at each end, what it has plenty of and what it lacks."
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={open}>
            New team
          </Button>
        }
      />
      {nothingYet ? (
        <ListEmpty>
          No teams yet. Choose <strong>New team</strong> to read a department, a location or a group of{" "}
          {brand.wording.people} as one team.
        </ListEmpty>
      ) : (
        <>
          <ListToolbar
            label="Search teams"
            search={query.search ?? ""}
            placeholder="Team name contains…"
            searchProps={{ maw: 360 }}
          />
          <ListTable<TeamJson>
            aria-label="Teams"
            minHeight={160}
            records={teams}
            idAccessor="id"
            emptyText="No team matches the search"
            pager={{ total, page: query.page, limit: query.limit }}
            columns={[
              {
                accessor: "name",
                title: "Team",
                render: (t) => (
                  <div>
                    <Anchor component={Link} to={`/teams/${t.id}`} fw={500} size="sm">
                      {t.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {teamSource(t)}
                      {several ? ` · ${t.company.name}` : ""}
                    </Text>
                  </div>
                ),
              },
              {
                accessor: "member_count",
                title: "People",
                textAlign: "right",
                render: (t) => peopleCount(t.member_count),
              },
              {
                accessor: "created_by",
                title: "Made by",
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
                render: (t) =>
                  t.created_by ? (
                    `${t.created_by.first} ${t.created_by.last}`
                  ) : (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  ),
              },
              {
                accessor: "actions",
                title: <VisuallyHidden>Actions</VisuallyHidden>,
                textAlign: "right",
                width: 56,
                render: (t) => (
                  <RowActions name={t.name}>
                    <Menu.Item component={Link} to={`/teams/${t.id}`} leftSection={<IconEye size={16} aria-hidden />}>
                      Open
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => setDeleting(t)}
                    >
                      Delete
                    </Menu.Item>
                  </RowActions>
                ),
              },
            ]}
          />
        </>
      )}
      <NewTeamModal
        key={modal.key}
        opened={modal.opened}
        onClose={close}
        companies={companies}
        ownCompanyId={ownCompanyId}
        fetcher={createFetcher}
        staleResultId={modal.stale}
      />
      <ConfirmDialog
        subject={deleting}
        title="Delete team?"
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={(team) =>
          rowFetcher.submit(
            { intent: "delete", teamId: team.id, name: team.name },
            { method: "post", encType: "application/json" },
          )
        }
      >
        {(team) => (
          <>
            <strong>{team.name}</strong> will be deleted for good. Its {brand.wording.people} and their assessments
            stay.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
