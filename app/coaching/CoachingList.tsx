import "@mantine/core/styles/Switch.layer.css";
// The coaching list (/coaching): the people the signed-in user coaches (or every coached person in scope), each with
// their coach, sessions, the last one, the action plan's progress and the next goal due; and "Coach someone", the
// search that leads to a person's coaching page, where coaching starts.
import { Anchor, Button, Collapse, Group, Paper, Progress, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { IconHeartHandshake, IconSearch } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useLocation } from "@remix-run/react";
import { useId, useState } from "react";
import brand from "~brand";
import { shortDate } from "~/survey-results/list-model";
import { ListEmpty, ListPageHeader, ListTable, ListToolbar, useListSort, useListUrl } from "~/ui/list";
import { plural } from "~domain/text";
import type { loadCoachingList } from "./list.server";
import { dayText, percentOf, personName, type CoachingRowJson } from "./model";

export type CoachingListData = SerializeFrom<typeof loadCoachingList>;

const DEFAULTS = { sort_by: "name", order_by: "asc" } as const;

export function CoachingList({ people, total, query, find, found, me }: CoachingListData) {
  const url = useListUrl({ defaults: DEFAULTS });
  const sort = useListSort(query, { defaults: DEFAULTS });
  const mine = !query.all && query.coach_user_id === undefined;
  const otherCoach = query.coach_user_id !== undefined && query.coach_user_id !== me;
  const nothingYet = total === 0 && !query.search;
  const [finding, setFinding] = useState(Boolean(find) || (nothingYet && mine));
  const findId = useId();

  const description = mine
    ? "The people you coach: their sessions, their goals and what is due next."
    : otherCoach
      ? `The people ${people[0] ? personName(people[0].coach) : "this coach"} coaches.`
      : "Everyone coached in your companies, and who coaches them.";

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Coaching"
        description={description}
        action={
          <Button
            variant={finding ? "light" : "filled"}
            leftSection={<IconHeartHandshake size={16} aria-hidden />}
            onClick={() => setFinding((open) => !open)}
            aria-expanded={finding}
            aria-controls={findId}
          >
            Coach someone
          </Button>
        }
      />
      <Collapse in={finding} id={findId}>
        <FindPerson find={find} found={found} />
      </Collapse>

      <ListToolbar
        label="Search coached people"
        search={query.search ?? ""}
        placeholder="Name starts with…"
        searchProps={{ maw: 360 }}
        filters={
          <Switch
            label="Only people I coach"
            checked={mine}
            onChange={(e) => url.set({ all: e.currentTarget.checked ? null : true, coach_user_id: null })}
            style={{ alignSelf: "center" }}
          />
        }
      />

      {nothingYet ? (
        <ListEmpty>
          {mine ? (
            <>
              You do not coach anyone yet. To start, choose <strong>Coach someone</strong> above (or open the person
              from{" "}
              <Anchor component={Link} to="/candidates">
                {brand.wording.candidates}
              </Anchor>
              ), open their coaching page and choose <strong>Start coaching</strong>.
            </>
          ) : otherCoach ? (
            "This coach has nobody to coach at the moment."
          ) : (
            <>
              Nobody in your companies is coached yet. Choose <strong>Coach someone</strong> above to start.
            </>
          )}
        </ListEmpty>
      ) : (
        <ListTable<CoachingRowJson>
          aria-label="Coached people"
          minHeight={180}
          records={people}
          idAccessor={(row) => row.person.id}
          emptyText="Nobody coached matches the search"
          pager={{ total, page: query.page, limit: query.limit }}
          sort={sort}
          columns={[
            {
              accessor: "name",
              title: "Person",
              sortable: true,
              render: (row) => (
                <div>
                  <Anchor component={Link} to={`/coaching/${row.person.id}`} fw={500} size="sm">
                    {personName(row.person)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {row.person.role_name} · {row.person.company.name}
                  </Text>
                </div>
              ),
            },
            {
              accessor: "coach",
              title: "Coach",
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
              render: (row) =>
                row.coach.id === me ? (
                  <Text size="sm">You</Text>
                ) : (
                  <Anchor
                    component={Link}
                    to={url.href({ coach_user_id: row.coach.id, all: null })}
                    size="sm"
                    title={`Only the people ${personName(row.coach)} coaches`}
                  >
                    {personName(row.coach)}
                  </Anchor>
                ),
            },
            {
              accessor: "sessions",
              title: "Sessions",
              textAlign: "right",
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
              render: (row) => row.sessions,
            },
            {
              accessor: "last_session",
              title: "Last session",
              sortable: true,
              render: (row) =>
                row.last_session_on ? (
                  dayText(row.last_session_on)
                ) : (
                  <Text size="sm" c="dimmed">
                    None yet
                  </Text>
                ),
            },
            {
              accessor: "goals",
              title: "Goals",
              width: 150,
              render: (row) =>
                row.goals.total === 0 ? (
                  <Text size="sm" c="dimmed">
                    No plan yet
                  </Text>
                ) : (
                  <Stack gap={2}>
                    <Progress
                      value={percentOf(row.goals)}
                      size="sm"
                      aria-label={`Goals of ${personName(row.person)}: ${row.goals.done} of ${plural(row.goals.total, "step")} done`}
                    />
                    <Text size="xs">
                      {row.goals.done} of {row.goals.total}
                    </Text>
                  </Stack>
                ),
            },
            {
              accessor: "next_due",
              title: "Next goal due",
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
              render: (row) =>
                row.next_due ? (
                  <div>
                    <Text size="sm">{dayText(row.next_due.due_on)}</Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.next_due.title}
                    </Text>
                  </div>
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                ),
            },
          ]}
        />
      )}
    </Stack>
  );
}

/**
 * "Coach someone": a search of the people in scope (a plain GET form, so it works before scripts load and the
 * result can be bookmarked), each match leading to the person's coaching page.
 */
function FindPerson({ find, found }: Pick<CoachingListData, "find" | "found">) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => key !== "find" && key !== "page");
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Coach someone
          </Title>
          <Text size="sm" c="dimmed">
            Find the person, open their coaching page and choose Start coaching.
          </Text>
        </div>
        <Form method="get" role="search" aria-label="Find someone to coach">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name or e-mail"
              name="find"
              type="search"
              defaultValue={find}
              placeholder="Starts with…"
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: "1 1 220px" }}
              maw={360}
            />
            <Button type="submit" variant="default">
              Find
            </Button>
          </Group>
          {kept.map(([key, value], i) => (
            <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
          ))}
        </Form>
        {found === null ? null : found.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody matches “{find}”.
          </Text>
        ) : (
          <Stack gap={4} component="ul" aria-label="People found" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {found.map((person) => (
              <li key={person.id}>
                <Anchor component={Link} to={`/coaching/${person.id}`} fw={500} size="sm">
                  {personName(person)}
                </Anchor>
                <Text span size="xs" c="dimmed">
                  {" "}
                  · {person.role_name} · {person.company}
                  {person.submitted_at ? ` · assessed ${shortDate(person.submitted_at)}` : " · assessment not finished"}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
