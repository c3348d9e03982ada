// A team's view (/teams/{id}): the spread on each domain, who sits at each end, what the team has plenty of and what
// it lacks; "See how someone would change the balance"; its people (links to their reports; a custom team's people
// added and removed here); and the ways on: the comparison, the conflict tool, the PDF.
import { Card, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { personName, type TeamMemberJson } from "./model";
import { PersonSearch } from "./PersonSearch";
import { RenameTeamModal } from "./RenameTeamModal";
import { TeamBalanceCards } from "./TeamBalance";
import { TeamHeader } from "./TeamHeader";
import { Members } from "./TeamMembers";
import { TryPerson } from "./TryPerson";
import type { loadTeamPage, TeamActionResult } from "./team.server";

export type TeamPageData = SerializeFrom<typeof loadTeamPage>;

export function TeamPage({ team, members, balance, tried }: TeamPageData) {
  const fetcher = useFetcher<TeamActionResult>({ key: "team-page" });
  const [renaming, setRenaming] = useState({ opened: false, key: 0 });
  useActionResult(fetcher.data, {
    onSuccess: (result) => {
      if (result.intent === "rename") setRenaming((r) => ({ ...r, opened: false }));
    },
  });
  const [confirm, setConfirm] = useState<{ kind: "delete" } | { kind: "remove"; member: TeamMemberJson } | null>(null);
  const custom = team.kind === "custom";
  const scoredIds = members.filter((m) => m.domains).map((m) => m.id);
  const memberIds = members.map((m) => m.id);

  const setMembers = (ids: number[], message: string) =>
    fetcher.submit(
      { intent: "members", survey_result_ids: ids, message },
      { method: "post", encType: "application/json" },
    );

  return (
    <Stack gap="lg" maw={1100}>
      <TeamHeader
        team={team}
        scoredIds={scoredIds}
        onRename={() => setRenaming((r) => ({ opened: true, key: r.key + 1 }))}
        onDelete={() => setConfirm({ kind: "delete" })}
      />

      <TeamBalanceCards team={team} memberCount={members.length} balance={balance} tried={tried} />

      <TryPerson team={team} tried={tried} memberIds={memberIds} onAdd={setMembers} busy={fetcher.state !== "idle"} />

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          People ({members.length})
        </Title>
        <Members members={members} removable={custom} onRemove={(member) => setConfirm({ kind: "remove", member })} />
        {custom ? (
          <Stack mt="md" gap="xs" maw={520}>
            <PersonSearch
              companyId={team.company.id}
              label="Add people"
              pickLabel="Add"
              unavailable={(p) => (memberIds.includes(p.id) ? "in the team" : null)}
              onPick={(p) => setMembers([...memberIds, p.id], `${personName(p)} was added to ${team.name}.`)}
            />
          </Stack>
        ) : (
          <Text size="xs" c="dimmed" mt="sm">
            Everyone in this {team.kind} with a finished {brand.wording.assessment}: the team follows as people join and
            leave.
          </Text>
        )}
      </Card>

      <RenameTeamModal
        key={renaming.key}
        opened={renaming.opened}
        name={team.name}
        fetcher={fetcher}
        onClose={() => setRenaming((r) => ({ ...r, opened: false }))}
      />
      <ConfirmDialog
        subject={confirm}
        title={(c) => (c.kind === "delete" ? "Delete team?" : "Remove from the team?")}
        confirmLabel={(c) => (c.kind === "delete" ? "Delete" : "Remove")}
        onClose={() => setConfirm(null)}
        onConfirm={(c) =>
          c.kind === "delete"
            ? fetcher.submit({ intent: "delete" }, { method: "post", encType: "application/json" })
            : setMembers(
                memberIds.filter((id) => id !== c.member.id),
                `${personName(c.member)} was removed from ${team.name}.`,
              )
        }
      >
        {(c) =>
          c.kind === "delete" ? (
            <>
              <strong>{team.name}</strong> will be deleted for good. Its {brand.wording.people} and their assessments
              stay.
            </>
          ) : (
            <>
              <strong>{personName(c.member)}</strong> leaves {team.name}; their assessment stays.
            </>
          )
        }
      </ConfirmDialog>
    </Stack>
  );
}
