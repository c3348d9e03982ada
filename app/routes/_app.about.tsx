import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import type { BrandFeatures } from "../../brands/types";
// Only `version` is bundled: the build inlines the value, not the whole package.json.
import { version } from "../../package.json";

/** Each brand feature in plain words (spec §6 "Feature flags by brand"). */
const FEATURE_NAMES: Record<keyof BrandFeatures, string> = {
  jobs: "Jobs",
  interviewQuestions: "Interview questions",
  aiChat: "AI chat",
  resumeAnalysis: "Resume analysis",
  academy: "Academy",
  interviewAfterApplication: "Interview after application",
  interviewAfterBenchmark: "Interview after benchmark",
  companyProductType: "Company product type",
  growthReport: "Growth report",
  hiringPipeline: "Hiring pipeline",
  benchmarkScores: "Benchmark scores",
  comparison: "Comparison",
  coaching: "Coaching",
  changesOverTimeReports: "Changes-over-time reports",
  conflictTool: "Conflict tool",
  behaviouralQuestionsChart: "Behavioural questions chart",
  reportConfigurator: "Report configurator",
  bookCodeSystem: "Book code system",
};

const enabledFeatures = (Object.keys(FEATURE_NAMES) as (keyof BrandFeatures)[])
  .filter((key) => brand.features[key])
  .map((key) => FEATURE_NAMES[key]);

/** Signed-in: what this product is, which brand and features this build has, and the running version. */
export default function About() {
  const host = brand.url.replace(/^https?:\/\//, "");
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>About {brand.name}</Title>
        <Text c="dimmed" size="lg">
          {brand.wording.tagline}
        </Text>
      </Stack>

      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Product
            </Text>
            <Text component="dd" m={0}>
              {brand.name}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Version
            </Text>
            <Text component="dd" m={0} data-testid="app-version">
              {version}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Web address
            </Text>
            <Text component="dd" m={0}>
              <Anchor href={brand.url} target="_blank" rel="noopener noreferrer">
                {host}
              </Anchor>
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Support
            </Text>
            <Text component="dd" m={0}>
              <Anchor href={`mailto:${brand.wording.supportContact}`}>{brand.wording.supportContact}</Anchor>
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Features in {brand.name}
        </Title>
        <List spacing={4} aria-label={`Features in ${brand.name}`}>
          {enabledFeatures.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `About | ${brand.name}` }];
