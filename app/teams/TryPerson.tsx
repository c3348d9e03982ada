import "@mantine/core/styles/Table.layer.css";
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useNavigation, useSearchParams } from "@remix-run/react";
import brand from "~brand";
import { personName, type WithPersonJson } from "./model";
import { PersonSearch } from "./PersonSearch";
import { Notes } from "./TeamBalance";
import type { TeamPageData } from "./TeamPage";
import classes from "./teams.module.css";

/** "See how someone would change the balance": search a person, then the before/after with them (`?with=`). */
export function TryPerson({
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
