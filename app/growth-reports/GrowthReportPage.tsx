// The growth report page (/survey-results/{id}/growth), for the person and their coach: who it is about, the role
// to compare with, the PDF, the report itself and the action plan they keep together.
import { Anchor, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useNavigation, useSearchParams } from "@remix-run/react";
import brand from "~brand";
import { ReportSharePanel } from "~/report-shares/SharePanel";
import { EarlierAssessmentNotice } from "~/survey-results/AssessmentHistory";
import { DownloadPdfButton } from "~/survey-answers/DownloadPdfButton";
import { ReportTabs } from "~/survey-results/ReportTabs";
import { ActionPlanEditor } from "./ActionPlanEditor";
import classes from "./growth.module.css";
import type { loadGrowthPage } from "./growth.server";
import { GrowthReport } from "./GrowthReport";

/** The loader's answer (app/growth-reports/growth.server.ts). */
export type GrowthPageData = SerializeFrom<typeof loadGrowthPage>;

const NONE = "none";

function Header({
  person,
  actions,
  earlier = false,
}: {
  person: { id: number; first: string; last: string; role_name: string; company: { name: string } };
  actions?: React.ReactNode;
  earlier?: boolean;
}) {
  return (
    <Stack gap="sm">
      <div className={classes.header}>
        <div>
          <Anchor component={Link} to="/candidates" size="sm" className="no-print">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> {brand.wording.candidates}
            </Group>
          </Anchor>
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {person.first} {person.last}
          </Title>
          <Text c="dimmed" size="sm">
            {person.role_name} · {person.company.name}
          </Text>
        </div>
        {actions}
      </div>
      <ReportTabs id={person.id} current="growth" earlier={earlier} />
    </Stack>
  );
}

export function GrowthReportPage(props: GrowthPageData) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();

  if (!props.finished) {
    const { person, answeredCount } = props;
    return (
      <Stack gap="lg" maw={1100}>
        <Header person={person} />
        <Card withBorder padding="lg" component="section" data-testid="growth-unfinished">
          <Title order={2} size="h4" mb="xs">
            The growth report is on its way
          </Title>
          <Text size="sm">
            {person.first} has not finished the {brand.wording.assessment} yet ({answeredCount} of 120 questions
            answered). Once it is submitted, this page shows their strengths, the areas to grow in and an action plan to
            work on together.
          </Text>
        </Card>
      </Stack>
    );
  }

  const { person, benchmarks, benchmark, report, plan, earlier } = props;
  const chosen = benchmark ? String(benchmark.id) : NONE;
  const pdfHref = `/survey-results/${person.id}/growth.pdf${benchmark ? `?benchmark=${benchmark.id}` : ""}`;
  const changing =
    navigation.state === "loading" && navigation.location?.pathname === `/survey-results/${person.id}/growth`;

  return (
    <Stack gap="lg" maw={1100}>
      <Header
        person={person}
        actions={
          <Group gap="xs" className="no-print">
            <DownloadPdfButton href={pdfHref} />
            {earlier.superseded ? null : <ReportSharePanel surveyResultId={person.id} />}
          </Group>
        }
        earlier={earlier.superseded}
      />
      <EarlierAssessmentNotice person={earlier} tab="/growth" />

      <Card withBorder padding="lg" className="no-print">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Compare with a role"
            description="Growth areas are then where you sit outside the role's range."
            data={[
              { value: NONE, label: "None — your profile on its own" },
              ...benchmarks.map((b) => ({ value: String(b.id), label: b.name })),
            ]}
            value={chosen}
            onChange={(value) => {
              const next = new URLSearchParams(searchParams);
              if (value && value !== NONE) next.set("benchmark", value);
              else next.delete("benchmark");
              setSearchParams(next, { preventScrollReset: true });
            }}
            allowDeselect={false}
            w={{ base: "100%", sm: 360 }}
            disabled={changing}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {changing
              ? "Updating the report…"
              : benchmark
                ? `Compared with "${benchmark.name}".`
                : "Based on where you stand out most."}
          </Text>
        </Group>
      </Card>

      <div style={{ opacity: changing ? 0.6 : 1 }} aria-busy={changing}>
        <GrowthReport data={{ person, benchmarks, benchmark, report }} />
      </div>

      {earlier.superseded ? null : <ActionPlanEditor plan={plan} growthAreas={report.growthAreas} />}
    </Stack>
  );
}
