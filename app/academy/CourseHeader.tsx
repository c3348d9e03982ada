import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { Form, Link } from "@remix-run/react";
import { dayText } from "./model";
import type { ActionFields } from "~/ui/action";
import type { AdminCourseJson } from "../../api/academy/contract";
import { STATUS_COLOURS, STATUS_WORDS } from "./CoursesPage";
import { Hidden } from "./EditorParts";

/** The course's title and status, its preview, and publishing, archiving or taking it back to draft. */
export function CourseHeader({
  course,
  form,
  saving,
  onArchive,
}: {
  course: AdminCourseJson;
  form: ActionFields;
  saving: boolean;
  onArchive: () => void;
}) {
  return (
    <>
      <Anchor component={Link} to="/learning-management" size="sm">
        ← All courses
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{course.title}</Title>
            <Badge color={STATUS_COLOURS[course.status]}>{STATUS_WORDS[course.status]}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Changed {dayText(course.updated_at)}
          </Text>
        </Stack>
        <Group>
          <Button
            component={Link}
            to={`/academy/courses/${course.id}`}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            Preview as a learner
          </Button>
          {course.status !== "published" ? (
            <Form method="post">
              <Hidden values={{ intent: "status", status: "published" }} />
              <Button type="submit" color="green" loading={saving}>
                Publish
              </Button>
            </Form>
          ) : (
            <Button color="orange" variant="light" onClick={onArchive}>
              Archive
            </Button>
          )}
          {course.status === "archived" ? (
            <Form method="post">
              <Hidden values={{ intent: "status", status: "draft" }} />
              <Button type="submit" variant="default">
                Back to draft
              </Button>
            </Form>
          ) : null}
        </Group>
      </Group>
      {form.error("status") ? (
        <Text c="red.8" size="sm" role="alert">
          {form.error("status")}
        </Text>
      ) : null}
    </>
  );
}
