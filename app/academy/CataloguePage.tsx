// /academy: the published courses as cards, each with the learner's progress, due day and certificate.
import { Anchor, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCertificate } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import brand from "~brand";
import { ListEmpty } from "~/ui/list";
import { plural } from "~domain/text";
import type { loadCatalogue } from "./learner.server";
import { dayText, isPastDue } from "./model";

export function CataloguePage({ courses }: SerializeFrom<typeof loadCatalogue>) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Academy</Title>
        <Text c="dimmed">Short courses on hiring well with {brand.name}. Your progress is saved as you go.</Text>
      </Stack>
      {courses.length === 0 ? (
        <ListEmpty>No courses are published yet.</ListEmpty>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {courses.map((course) => {
            const overdue = course.progress < 100 && isPastDue(course.due_on);
            const action = course.certificate ? "Review" : course.progress > 0 ? "Resume" : "Start";
            return (
              <Card component="li" key={course.id} withBorder padding="lg" aria-labelledby={`course-${course.id}`}>
                <Stack gap="sm" h="100%">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Title order={2} size="h4" id={`course-${course.id}`}>
                      {course.title}
                    </Title>
                    {course.certificate ? (
                      <Badge color="green" leftSection={<IconCertificate size={14} aria-hidden />}>
                        Completed
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm">{course.summary}</Text>
                  <Text size="xs" c="dimmed">
                    {plural(course.lesson_count, "lesson")}
                    {course.question_count ? ` · a quiz of ${plural(course.question_count, "question")}` : ""}
                  </Text>
                  {course.due_on ? (
                    <Text size="sm" c={overdue ? "red.8" : undefined} fw={overdue ? 600 : undefined}>
                      {overdue ? "Overdue: was due" : "Due"} {dayText(course.due_on)}
                    </Text>
                  ) : null}
                  <Stack gap={2} mt="auto">
                    <Text size="xs" id={`progress-${course.id}`}>
                      {course.progress}% complete
                    </Text>
                    <Progress value={course.progress} aria-labelledby={`progress-${course.id}`} />
                  </Stack>
                  <Button
                    component={Link}
                    to={`/academy/courses/${course.id}`}
                    aria-label={`${action}: ${course.title}`}
                  >
                    {action}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed">
        Someone showed you a certificate?{" "}
        <Anchor component={Link} to="/academy/verify">
          Verify a certificate
        </Anchor>
      </Text>
    </Stack>
  );
}
