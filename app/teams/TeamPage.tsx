import "@mantine/core/styles/Table.layer.css";
// A team's view (/teams/{id}): the spread on each domain, who sits at each end, what the team has plenty of and what
// it lacks; "See how someone would change the balance"; its people (links to their reports; a custom team's people
// added and removed here); and the ways on: the comparison, the conflict tool, the PDF.
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Menu,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconArrowsDiff,
  IconChevronDown,
  IconDownload,
  IconMessages,
  IconPencil,
  IconTrash,
  IconUserMinus,
  IconX,
} from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher, useNavigation, useSearchParams } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import brand from "~brand";
import { ViewSharePanel } from "~/view-shares/ViewSharePanel";
import { actionFields, useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import {
  compareHref,
  conflictHref,
  pdfHref,
  peopleCount,
  personName,
  reportHref,
  teamSource,
  type TeamBalanceJson,
  type TeamMemberJson,
  type WithPersonJson,
} from "./model";
import { PersonSearch } from "./PersonSearch";
import { SpreadChart } from "./SpreadChart";
import type { loadTeamPage, TeamActionResult } from "./team.server";
import classes from "./teams.module.css";

export type TeamPageData = SerializeFrom<typeof loadTeamPage>;

const DOMAIN_LETTERS = ["N", "E", "O", "A", "C"] as const;

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
  const triedPerson = tried?.ok ? tried.with : null;

  return (
    <Stack gap="lg" maw={1100}>
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
            title={scoredIds.length > 8 ? "The comparison takes the first eight people" : undefined}
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
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setRenaming((r) => ({ opened: true, key: r.key + 1 }))}
              >
                Rename
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirm({ kind: "delete" })}
              >
                Delete team
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </div>

      {balance.scored === 0 ? (
        <Alert color="gray" variant="light" title={members.length ? "No finished assessments yet" : "Nobody here yet"}>
          {members.length
            ? `The team's balance shows once someone in it has finished the ${brand.wording.assessment}.`
            : custom
              ? "Add people below to see the team's balance."
              : `Nobody in this ${team.kind} has finished the ${brand.wording.assessment} yet.`}
        </Alert>
      ) : null}

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          Spread on each domain
        </Title>
        {balance.unscored.length ? (
          <Text size="sm" c="dimmed" mb="xs">
            Not counted until their {brand.wording.assessment} is finished:{" "}
            {balance.unscored.map((m) => m.name).join(", ")}.
          </Text>
        ) : null}
        <SpreadChart
          balance={balance}
          tried={
            triedPerson && !triedPerson.already_member
              ? {
                  name: personName(triedPerson.person),
                  percentiles: Object.fromEntries(triedPerson.changes.map((c) => [c.domain, c.percentile])),
                }
              : null
          }
        />
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Plenty of
          </Title>
          <Notes
            notes={balance.plenty}
            empty={
              balance.scored < 2 ? "Too few finished assessments to say." : "No end of any domain holds half the team."
            }
            testId="plenty"
          />
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Lacks
          </Title>
          <Notes
            notes={balance.lacks}
            empty={
              balance.scored < 3
                ? "A team of three or more finished assessments shows what it lacks."
                : "Every end of every domain has someone."
            }
            testId="lacks"
          />
        </Card>
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          Who sits at each end
        </Title>
        <Extremes balance={balance} />
      </Card>

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

      <RenameModal
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

export function Notes({ notes, empty, testId }: { notes: TeamBalanceJson["plenty"]; empty: string; testId: string }) {
  if (notes.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {empty}
      </Text>
    );
  return (
    <List size="sm" spacing={4} data-testid={testId}>
      {notes.map((n) => (
        <List.Item key={`${n.domain}-${n.pole}`}>{n.text}</List.Item>
      ))}
    </List>
  );
}

export function Extremes({ balance }: { balance: TeamBalanceJson }) {
  return (
    <Stack gap="sm">
      {balance.domains.map((d) => (
        <div key={d.domain}>
          <Text size="sm" fw={600}>
            {d.name}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {(["low", "high"] as const).map((pole) => (
              <Text size="sm" key={pole}>
                <Text span c="dimmed" size="sm">
                  {pole === "low" ? "Low" : "High"}, {d.poles[pole]}:{" "}
                </Text>
                {d[pole].length ? d[pole].map((m) => `${m.name} (${m.percentile})`).join(", ") : "nobody"}
              </Text>
            ))}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}

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

/** "See how someone would change the balance": search a person, then the before/after with them (`?with=`). */
function TryPerson({
  team,
  tried,
  memberIds,
  onAdd,
  busy,
}: {
  team: TeamPageData["team"];
  tried: TeamPageData["tried"];
  memberIds: number[];
  onAdd: (ids: number[], message: string) => void;
  busy: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === `/teams/${team.id}`;
  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete("with");
    else next.set("with", String(id));
    setParams(next, { preventScrollReset: true });
  };
  const w = tried?.ok ? tried.with : null;
  return (
    <Card withBorder padding="lg" data-testid="try-person">
      <Title order={2} size="h4" mb={4}>
        See how someone would change the balance
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Choose someone with a finished {brand.wording.assessment}: the chart marks them, and the figures below show the
        team before and after.
      </Text>
      <Stack gap="md">
        <div style={{ maxWidth: 520 }}>
          <PersonSearch
            companyId={team.company.id}
            label="Find a person"
            pickLabel="Try"
            unavailable={(p) => (p.submitted_at ? null : "assessment not finished")}
            onPick={(p) => choose(p.id)}
          />
        </div>
        {tried && !tried.ok ? (
          <Alert color="yellow" variant="light" withCloseButton onClose={() => choose(null)} closeButtonLabel="Clear">
            {tried.message}
          </Alert>
        ) : null}
        {w ? (
          <WithPerson
            w={w}
            loading={loading}
            onClear={() => choose(null)}
            onAdd={
              team.kind === "custom" && !w.already_member && w.person.company.id === team.company.id
                ? () => onAdd([...memberIds, w.person.id], `${personName(w.person)} was added to ${team.name}.`)
                : null
            }
            busy={busy}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

function WithPerson({
  w,
  loading,
  onClear,
  onAdd,
  busy,
}: {
  w: WithPersonJson;
  loading: boolean;
  onClear: () => void;
  onAdd: (() => void) | null;
  busy: boolean;
}) {
  const name = personName(w.person);
  return (
    <Stack gap="sm" data-testid="with-person" style={{ opacity: loading ? 0.6 : 1 }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          With {name}
        </Title>
        <Group gap="xs">
          {onAdd ? (
            <Button size="xs" variant="light" onClick={onAdd} loading={busy}>
              Add {w.person.first} to the team
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={onClear}>
            Clear
          </Button>
        </Group>
      </Group>
      <List size="sm" spacing={4} data-testid="with-summary">
        {w.summary.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {w.already_member ? null : (
        <div className={classes.scroll} tabIndex={0} role="region" aria-label="Before and after (scrolls sideways)">
          <Table fz="sm" withTableBorder striped miw={420}>
            <Table.Caption>The team's median on each domain, before and after {name}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Domain</Table.Th>
                <Table.Th scope="col" ta="right">
                  {w.person.first}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Median before
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  After
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Change
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {w.changes.map((c) => (
                <Table.Tr key={c.domain}>
                  <Table.Th scope="row">
                    {c.name}
                    {c.fills ? (
                      <Badge ml={6} size="xs" color="teal" variant="light">
                        fills a gap
                      </Badge>
                    ) : null}
                    {c.crowds ? (
                      <Badge ml={6} size="xs" color="orange" variant="light">
                        crowds an end
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td ta="right">{c.percentile}</Table.Td>
                  <Table.Td ta="right">{c.median_before ?? "–"}</Table.Td>
                  <Table.Td ta="right">{c.median_after ?? "–"}</Table.Td>
                  <Table.Td ta="right">{c.median_before === null ? "–" : signed(c.shift)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {w.already_member ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <Text size="sm" fw={600}>
              Plenty of, with {w.person.first}
            </Text>
            <Notes notes={w.after.plenty} empty="No end of any domain holds half the team." testId="after-plenty" />
          </div>
          <div>
            <Text size="sm" fw={600}>
              Lacks, with {w.person.first}
            </Text>
            <Notes
              notes={w.after.lacks}
              empty={w.after.scored < 3 ? "Too few people to say." : "Every end of every domain has someone."}
              testId="after-lacks"
            />
          </div>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RenameModal({
  opened,
  name,
  fetcher,
  onClose,
}: {
  opened: boolean;
  name: string;
  fetcher: ReturnType<typeof useFetcher<TeamActionResult>>;
  onClose: () => void;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const [value, setValue] = useState(name);
  // Problems of a rename sent from this opening of the dialog (it is made anew each time it opens).
  const [stale] = useState(fetcher.data?.id ?? null);
  const result = fetcher.data && fetcher.data.intent === "rename" && fetcher.data.id !== stale ? fetcher.data : null;
  const { errors } = actionFields(result);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Rename the team"
      fullScreen={mobile}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          fetcher.submit({ intent: "rename", name: value }, { method: "post", encType: "application/json" });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Team name"
            required
            maxLength={120}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
