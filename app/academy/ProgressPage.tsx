import "@mantine/core/styles/Table.layer.css";
// /learning-management/progress: each learner's progress per course (filter, sort, page), the summary per company,
// the CSV of the filtered list, and "Send reminders" to everyone overdue.
import { Badge, Button, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload, IconMail } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { dayText } from "./model";
import { useActionResult } from "~/ui/action";
import { CompanyFilter, ListPageHeader, ListTable, ListToolbar, useListSort, useListUrl } from "~/ui/list";
import type { ProgressRowJson } from "../../api/academy/contract";
import type { loadProgress, remindersAction } from "./progress.server";

const STATES = {
  not_started: { label: "Not started", color: "gray" },
  in_progress: { label: "In progress", color: "blue" },
  completed: { label: "Completed", color: "green" },
  overdue: { label: "Overdue", color: "red" },
} as const;

export function ProgressPage({
  rows,
  total,
  query,
  companies,
  courseOptions,
  companyChoices,
}: SerializeFrom<typeof loadProgress>) {
  const url = useListUrl();
  const sort = useListSort(query, { defaults: { sort_by: "name", order_by: "asc" } });
  const reminders = useFetcher<typeof remindersAction>();
  useActionResult(reminders.data);
  const search = useLocation().search;

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Academy progress"
        description="Who has finished which course, and who is overdue. Learners appear once a course is assigned to them or they start it."
        action={
          <Group>
            <Button
              component="a"
              href={`/learning-management/progress.csv${search}`}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
            <reminders.Form method="post">
              <input type="hidden" name="intent" value="remind" />
              <Button
                type="submit"
                loading={reminders.state !== "idle"}
                leftSection={<IconMail size={16} aria-hidden />}
              >
                Send reminders
              </Button>
            </reminders.Form>
          </Group>
        }
      />
      <Button component={Link} to="/learning-management" variant="subtle" size="compact-sm" w="fit-content">
        ← Courses
      </Button>
      <ListToolbar
        label="Filter progress"
        search={query.search ?? ""}
        placeholder="Name or e-mail"
        submitLabel="Apply filters"
        exclude={["course_id", "company_id", "state"]}
        filters={
          <>
            <Select
              label="Course"
              name="course_id"
              placeholder="All courses"
              data={courseOptions}
              value={query.course_id ? String(query.course_id) : null}
              onChange={(v) => url.set({ course_id: v })}
              clearable
              style={{ flex: "1 1 200px" }}
            />
            <CompanyFilter
              companies={companyChoices}
              value={query.company_id}
              onChange={(v) => url.set({ company_id: v })}
            />
            <Select
              label="State"
              name="state"
              placeholder="Any state"
              data={Object.entries(STATES).map(([value, s]) => ({ value, label: s.label }))}
              value={query.state ?? null}
              onChange={(v) => url.set({ state: v })}
              clearable
              style={{ flex: "1 1 150px" }}
            />
          </>
        }
      />
      <ListTable<ProgressRowJson>
        aria-label="Progress per learner"
        records={rows}
        idAccessor={(r) => `${r.user.id}-${r.course.id}`}
        emptyText={
          query.search || query.course_id || query.company_id || query.state
            ? "No learner matches"
            : "No course is assigned or started yet"
        }
        pager={{ total, page: query.page, limit: query.limit }}
        sort={sort}
        columns={[
          {
            accessor: "name",
            title: "Learner",
            sortable: true,
            render: (r) => (
              <div>
                <Text size="sm" fw={500}>
                  {r.user.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {r.user.email}
                </Text>
              </div>
            ),
          },
          {
            accessor: "company",
            title: "Company",
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (r) => r.company.name,
          },
          { accessor: "course", title: "Course", sortable: true, render: (r) => r.course.title },
          {
            accessor: "progress",
            title: "Progress",
            sortable: true,
            render: (r) => (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {r.progress}%
                </Text>
                <Badge size="xs" color={STATES[r.state].color}>
                  {STATES[r.state].label}
                </Badge>
              </Stack>
            ),
          },
          {
            accessor: "due_on",
            title: "Due",
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
            render: (r) => (r.due_on ? dayText(r.due_on) : "—"),
          },
        ]}
      />
      <Stack gap="xs">
        <Title order={2} size="h3">
          Per company
        </Title>
        {companies.length === 0 ? (
          <Text c="dimmed">No company has learners yet{query.course_id ? " in this course" : ""}.</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label="Progress per company" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Learners</Table.Th>
                  <Table.Th>Completed</Table.Th>
                  <Table.Th>Overdue</Table.Th>
                  <Table.Th>Average</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.map((c) => (
                  <Table.Tr key={c.company.id}>
                    <Table.Td>{c.company.name}</Table.Td>
                    <Table.Td>{c.learners}</Table.Td>
                    <Table.Td>{c.completed}</Table.Td>
                    <Table.Td>{c.overdue}</Table.Td>
                    <Table.Td>{c.average_progress}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
