// A super admin's home: the platform at a glance (companies, users, activity, completions per day) instead of
// Provider Operations' own assessment link.
import { formatDate } from "../../domain/format";
import { Anchor, Group, List, SimpleGrid, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "@remix-run/react";
import { dayLabel, type Dashboard } from "./model";
import { DashboardCard, Figure } from "./parts";

const AXIS = "1px solid var(--mantine-color-gray-4)";

const dateText = (iso: string) => formatDate(iso, { style: "dayMonth" });

export function PlatformPanel({
  platform,
  canManageCompanies,
}: {
  platform: NonNullable<Dashboard["platform"]>;
  canManageCompanies: boolean;
}) {
  const days = platform.completions_per_day;
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure title="Companies" value={platform.companies} note={`${platform.new_companies_30d} new in 30 days`} />
        <Figure title="Active companies" value={platform.active_companies_30d} note="with assessments in 30 days" />
        <Figure title="Active users" value={platform.active_users} note="accounts that can sign in" />
        <Figure title={`Completions, ${days.length} days`} value={total} note="across the platform" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DashboardCard title="Completions per day">
          <Text size="xs" c="dimmed" aria-hidden>
            Completed assessments (across the platform)
          </Text>
          {/* A bar per day; the numbers are in each bar's text for screen readers. The y axis: 0 to the busiest day. */}
          <Group gap={6} align="stretch" wrap="nowrap">
            <Stack justify="space-between" gap={0} aria-hidden data-testid="chart-y-axis">
              <Text size="xs" c="dimmed" ta="right" lh={1}>
                {max}
              </Text>
              <Text size="xs" c="dimmed" ta="right" lh={1}>
                0
              </Text>
            </Stack>
            <Group
              style={{ flex: 1, listStyle: "none", borderLeft: AXIS, borderBottom: AXIS }}
              component="ol"
              gap={4}
              align="flex-end"
              wrap="nowrap"
              h={120}
              p={0}
              m={0}
              aria-label="Completions per day, oldest first"
            >
              {days.map((day) => (
                <li
                  key={day.date}
                  title={`${dayLabel(day.date)}: ${day.count}`}
                  style={{
                    flex: 1,
                    display: "flex",
                    flexDirection: "column",
                    justifyContent: "flex-end",
                    height: "100%",
                  }}
                >
                  <div
                    aria-hidden
                    style={{
                      height: `${Math.max(2, (day.count / max) * 100)}%`,
                      background: day.count ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-gray-3)",
                      borderRadius: 2,
                    }}
                  />
                  <VisuallyHidden>
                    {dayLabel(day.date)}: {day.count}
                  </VisuallyHidden>
                </li>
              ))}
            </Group>
          </Group>
          <Group justify="space-between" aria-hidden data-testid="chart-x-axis">
            <Text size="xs" c="dimmed">
              {dayLabel(days[0].date)}
            </Text>
            <Text size="xs" c="dimmed">
              Day (UTC)
            </Text>
            <Text size="xs" c="dimmed">
              Today
            </Text>
          </Group>
        </DashboardCard>
        <DashboardCard
          title="Most active companies"
          action={
            canManageCompanies ? (
              <Anchor component={Link} to="/companies/overview?sort_by=last_activity&order_by=desc" size="sm">
                Full list
              </Anchor>
            ) : null
          }
        >
          {platform.most_active.length === 0 ? (
            <Text size="sm" c="dimmed">
              No company had a completed assessment in the last 30 days.
            </Text>
          ) : (
            <List spacing={6} listStyleType="none" p={0} m={0}>
              {platform.most_active.map((company) => (
                <List.Item key={company.id}>
                  {canManageCompanies ? (
                    <Anchor component={Link} to={`/companies/overview?company=${company.id}`} fw={500}>
                      {company.name}
                    </Anchor>
                  ) : (
                    <Text span fw={500}>
                      {company.name}
                    </Text>
                  )}
                  <Text span size="sm" c="dimmed">
                    {" "}
                    · {company.completions_30d} in 30 days
                    {company.last_activity_at ? ` · last ${dateText(company.last_activity_at)}` : ""}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </DashboardCard>
      </SimpleGrid>
    </Stack>
  );
}
