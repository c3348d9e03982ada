// "How we use automated tools": what a company switches on that works on the people it assesses, with the data each
// tool uses, how long it is kept, who decides and whom to ask. HTML only, like the other candidate pages (ADR 047).
import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { AutomatedToolsJson } from "../../api/automated-tools/contract";
import { SurveyFrame } from "~/survey/SurveyFrame";
import { retentionText, toolText } from "./texts";

export function AutomatedToolsPage({ company, tools, retention_days, contact_email }: AutomatedToolsJson) {
  const usesAi = tools.some((t) => t.ai);
  return (
    <SurveyFrame companyName={company.name}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h3">
            How {company.name} uses automated tools
          </Title>
          <Text>
            {tools.length
              ? `When you take ${company.name}'s assessment or apply for one of its jobs, these tools help its hiring team. ${usesAi ? "Some of them use AI; each says so." : "None of them uses AI."}`
              : `${company.name} uses no automated tools on your assessment or application.`}
          </Text>
          <Text>
            No decision about you is made by a tool alone: a person at {company.name} decides. None of these tools
            guesses your emotions or mood from what you write.
          </Text>
        </Stack>

        {tools.map((tool) => {
          const text = toolText(tool, company.name);
          return (
            <Stack gap={6} component="section" key={tool.tool} data-tool={tool.tool} data-ai={tool.ai}>
              <Title order={2} size="h4">
                {text.name}
              </Title>
              <Text size="sm">
                <Text span inherit fw={600}>
                  What it does:{" "}
                </Text>
                {text.does}
              </Text>
              <Text size="sm">
                <Text span inherit fw={600}>
                  Data it uses:{" "}
                </Text>
                {text.data}
              </Text>
              <Text size="sm">
                <Text span inherit fw={600}>
                  Who decides:{" "}
                </Text>
                {text.oversight}
              </Text>
            </Stack>
          );
        })}

        <Stack gap={6} component="section">
          <Title order={2} size="h4">
            How long your data is kept
          </Title>
          <Text size="sm">{retentionText(company.name, retention_days)}</Text>
        </Stack>

        <Stack gap={6} component="section">
          <Title order={2} size="h4">
            Questions, or a review by a person
          </Title>
          <Text size="sm">
            To ask about these tools, to have a person review a decision, or to ask for another way to be assessed,
            write to <Anchor href={`mailto:${contact_email}`}>{contact_email}</Anchor>.
          </Text>
        </Stack>
      </Stack>
    </SurveyFrame>
  );
}
