// One lesson: its text and video, "Mark complete" (on to the next unfinished lesson), previous and next.
import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconCheck } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import { LessonText, LessonVideo } from "./LessonBody";
import type { completeLessonAction, loadLesson } from "./learner.server";

export function LessonPage({ lesson }: SerializeFrom<typeof loadLesson>) {
  useActionResult(useActionData<typeof completeLessonAction>());
  const saving = useNavigation().state === "submitting";
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={`/academy/courses/${lesson.course_id}`} size="sm">
        ← {lesson.course_title}
      </Anchor>
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Lesson {lesson.position} of {lesson.lesson_count}
          </Text>
          {lesson.completed ? (
            <Badge color="green" leftSection={<IconCheck size={12} aria-hidden />}>
              Done
            </Badge>
          ) : null}
        </Group>
        <Title order={1}>{lesson.title}</Title>
      </Stack>
      {lesson.video_url ? <LessonVideo url={lesson.video_url} title={lesson.title} /> : null}
      <LessonText body={lesson.body} />
      <Form method="post">
        <Button type="submit" loading={saving} leftSection={<IconCheck size={16} aria-hidden />}>
          {lesson.completed ? "Done: next" : "Mark complete"}
        </Button>
      </Form>
      <Group justify="space-between">
        {lesson.previous_lesson_id ? (
          <Anchor component={Link} to={`/academy/lessons/${lesson.previous_lesson_id}`}>
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden /> Previous lesson
            </Group>
          </Anchor>
        ) : (
          <span />
        )}
        {lesson.next_lesson_id ? (
          <Anchor component={Link} to={`/academy/lessons/${lesson.next_lesson_id}`}>
            <Group gap={4}>
              Next lesson <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
