// The page a view's link opens (/shared/view/{payload}): a comparison, a team view or a conflict plan, read-only, in
// the shared-report frame (the brand, no navigation), with its PDF. Names are not links: the reader has no reports.
import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import brand from "~brand";
import { ComparisonTables } from "~/comparisons/ComparisonTables";
import { WorkingTogether } from "~/comparisons/WorkingTogether";
import { FrictionPoint } from "~/comparisons/ConflictPage";
import { shortDate } from "~/report-shares/model";
import classes from "~/report-shares/shared.module.css";
import { SharedFrame } from "~/report-shares/SharedReportPage";
import { peopleCount, teamSource } from "~/teams/model";
import { listOfNames } from "~domain/text";
import { Extremes, Notes } from "~/teams/TeamBalance";
import { Members } from "~/teams/TeamMembers";
import { SpreadChart } from "~/teams/SpreadChart";
import type { SharedViewJson } from "./model";

type Of<K extends SharedViewJson["kind"]> = Extract<SharedViewJson, { kind: K }>;

/** The view's title and the line under it. */
export function sharedViewTitle(shared: SharedViewJson): { kicker: string; title: string; detail: string } {
  switch (shared.kind) {
    case "comparison": {
      const { people } = shared.comparison;
      return {
        kicker: "Comparison",
        title: listOfNames(people.map((p) => `${p.first} ${p.last}`)),
        detail: [...new Set(people.map((p) => p.company.name))].join(", "),
      };
    }
    case "team": {
      const { team } = shared.team;
      return {
        kicker: "Team",
        title: team.name,
        detail: `${team.company.name} · ${teamSource(team)} · ${peopleCount(team.member_count)}`,
      };
    }
    case "conflict": {
      const { a, b } = shared.conflict;
      const other = b.kind === "person" ? `${b.first} ${b.last}` : `the team ${b.name}`;
      return { kicker: "Conversation plan", title: `${a.first} ${a.last} and ${other}`, detail: a.company.name };
    }
  }
}

function ComparisonView({ shared }: { shared: Of<"comparison"> }) {
  return (
    <Stack gap="lg">
      <ComparisonTables comparison={shared.comparison} linked={false} />
      <WorkingTogether comparison={shared.comparison} linked={false} />
    </Stack>
  );
}

function TeamView({ shared }: { shared: Of<"team"> }) {
  const { members, balance } = shared.team;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          Spread on each domain
        </Title>
        {balance.scored === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody in this team has finished the {brand.wording.assessment} yet.
          </Text>
        ) : null}
        <SpreadChart balance={balance} tried={null} />
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Plenty of
          </Title>
          <Notes notes={balance.plenty} empty="No end of any domain holds half the team." testId="plenty" />
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Lacks
          </Title>
          <Notes notes={balance.lacks} empty="Every end of every domain has someone." testId="lacks" />
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          Who sits at each end
        </Title>
        <Extremes balance={balance} />
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          People ({members.length})
        </Title>
        <Members members={members} removable={false} onRemove={() => {}} linked={false} />
      </Card>
    </Stack>
  );
}

function ConflictView({ shared }: { shared: Of<"conflict"> }) {
  const { a, b, points } = shared.conflict;
  const sides = `${a.name} and ${b.name}`;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          Likely friction points
        </Title>
        <Text size="sm" c="dimmed">
          Traits where {sides} sit at opposite ends, the widest gap first.
          {b.kind === "team"
            ? ` The person is compared with each of the team's ${b.member_count} ${b.member_count === 1 ? "member" : "members"} with a finished ${brand.wording.assessment}: a trait shows when the person sits at the opposite end from any of them.`
            : null}
        </Text>
      </div>
      {points.length ? (
        points.map((point, i) => <FrictionPoint key={point.scale} point={point} index={i} />)
      ) : (
        <Card withBorder padding="lg" data-testid="no-friction">
          <Text size="sm">
            No friction point stands out: {sides} do not sit at opposite ends of any trait. The conversation plan still
            helps agree on how to work together.
          </Text>
        </Card>
      )}
    </Stack>
  );
}

export function SharedViewPage({ shared, pdfHref }: { shared: SharedViewJson; pdfHref: string }) {
  const { kicker, title, detail } = sharedViewTitle(shared);
  return (
    <SharedFrame>
      <Stack gap="lg">
        <div className={classes.heading}>
          <div>
            <Text size="sm" c="dimmed">
              {kicker}
            </Text>
            <Title order={1} size="h2" className={classes.name}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {detail}
            </Text>
          </div>
          {/* No `download` attribute: a link refused meanwhile comes back to this page, which then says why. */}
          <Button
            component="a"
            href={pdfHref}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            className="no-print"
          >
            Download PDF
          </Button>
        </div>
        {shared.kind === "comparison" ? (
          <ComparisonView shared={shared} />
        ) : shared.kind === "team" ? (
          <TeamView shared={shared} />
        ) : (
          <ConflictView shared={shared} />
        )}
        <Text size="sm" c="dimmed" ta="center">
          This link works until {shortDate(shared.expires_at)}, unless it is revoked earlier.
        </Text>
      </Stack>
    </SharedFrame>
  );
}
