// /learning-management: every course in the order learners see them, a new course, and moving courses up or down.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconChartBar, IconPlus } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { plural } from "~domain/text";
import { useActionResult } from "~/ui/action";
import { ListPageHeader, ListTable } from "~/ui/list";
import type { AdminCourseSummaryJson } from "../../api/academy/contract";
import type { coursesAction, loadCourses } from "./courses.server";

export const STATUS_COLOURS = { draft: "gray", published: "green", archived: "orange" } as const;
export const STATUS_WORDS = { draft: "Draft", published: "Published", archived: "Archived" } as const;

export function CoursesPage({ courses }: SerializeFrom<typeof loadCourses>) {
  const [creating, setCreating] = useState(false);
  const form = useActionResult(useActionData<typeof coursesAction>());
  const saving = useNavigation().state === "submitting";
  const move = useFetcher<typeof coursesAction>();
  useActionResult(move.data);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Learning Management"
        description="The Academy's courses, in the order learners see them. Publish a course to show it; archive it to withdraw it."
        action={
          <Group>
            <Button
              component={Link}
              to="/learning-management/progress"
              variant="default"
              leftSection={<IconChartBar size={16} aria-hidden />}
            >
              Progress
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New course
            </Button>
          </Group>
        }
      />
      <ListTable<AdminCourseSummaryJson>
        aria-label="Courses"
        records={courses}
        idAccessor="id"
        emptyText="No courses yet"
        columns={[
          {
            accessor: "title",
            title: "Course",
            render: (c) => (
              <div>
                <Anchor component={Link} to={`/learning-management/courses/${c.id}`} fw={500} size="sm">
                  {c.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {plural(c.lesson_count, "lesson")} · {plural(c.question_count, "question")}
                </Text>
              </div>
            ),
          },
          {
            accessor: "status",
            title: "Status",
            render: (c) => <Badge color={STATUS_COLOURS[c.status]}>{STATUS_WORDS[c.status]}</Badge>,
          },
          {
            accessor: "assignment_count",
            title: "Assignments",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (c) => c.assignment_count,
          },
          {
            accessor: "order",
            title: <VisuallyHidden>Order</VisuallyHidden>,
            textAlign: "right",
            render: (c, index) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {(["up", "down"] as const).map((direction) => (
                  <move.Form method="post" key={direction}>
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="id" value={c.id} />
                    <input type="hidden" name="direction" value={direction} />
                    <ActionIcon
                      type="submit"
                      variant="subtle"
                      color="gray"
                      aria-label={`Move ${c.title} ${direction}`}
                      disabled={direction === "up" ? index === 0 : index === courses.length - 1}
                    >
                      {direction === "up" ? (
                        <IconArrowUp size={16} aria-hidden />
                      ) : (
                        <IconArrowDown size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </move.Form>
                ))}
              </Group>
            ),
          },
        ]}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New course" fullScreen={false}>
        <Form method="post">
          <input type="hidden" name="intent" value="create" />
          <Stack gap="sm">
            <TextInput
              name="title"
              label="Title"
              required
              maxLength={200}
              error={form.error("title")}
              defaultValue={form.value("title")}
              data-autofocus
            />
            <Textarea
              name="summary"
              label="Summary"
              description="One or two sentences for the catalog."
              maxLength={1000}
              autosize
              minRows={2}
              error={form.error("summary")}
              defaultValue={form.value("summary")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCreating(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Create draft
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Stack>
  );
}
