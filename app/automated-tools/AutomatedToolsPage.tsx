// "How we use automated tools": what a company switches on that works on the people it assesses, with the data each
// tool uses, how long it is kept, who decides and whom to ask. HTML only, like the other candidate pages (ADR 047),
// in the person's language.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { AutomatedToolsJson } from "../../api/automated-tools/contract";
import { useT } from "~/i18n/useT";
import { SurveyFrame } from "~/surveys/SurveyFrame";
import { retentionText, toolText } from "./texts";

/** Where a message's `{email}` goes, so the address can be a link in any language's word order. */
const SLOT = "\u0000";

export function AutomatedToolsPage({ company, tools, retention_days, contact_email }: AutomatedToolsJson) {
  const t = useT();
  const usesAi = tools.some((tool) => tool.ai);
  const values = { company: company.name };
  const [beforeEmail, afterEmail = ""] = t("automated-tools.questions.text", { email: SLOT }).split(SLOT);
  return (
    <SurveyFrame companyName={company.name}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {t("automated-tools.title", values)}
          </Title>
          <Text>
            {tools.length
              ? `${t("automated-tools.intro.tools", values)} ${t(usesAi ? "automated-tools.intro.someAi" : "automated-tools.intro.noAi")}`
              : t("automated-tools.intro.none", values)}
          </Text>
          <Text>{t("automated-tools.intro.decides", values)}</Text>
        </Stack>

        {tools.map((tool) => {
          const text = toolText(t, tool, company.name);
          return (
            <Stack gap={6} component="section" key={tool.tool} data-tool={tool.tool} data-ai={tool.ai}>
              <Title order={2} size="h4">
                {text.name}
              </Title>
              <Text size="sm">
                <Text span inherit fw={600}>
                  {t("automated-tools.label.does")}{" "}
                </Text>
                {text.does}
              </Text>
              <Text size="sm">
                <Text span inherit fw={600}>
                  {t("automated-tools.label.data")}{" "}
                </Text>
                {text.data}
              </Text>
              <Text size="sm">
                <Text span inherit fw={600}>
                  {t("automated-tools.label.oversight")}{" "}
                </Text>
                {text.oversight}
              </Text>
            </Stack>
          );
        })}

        <Stack gap={6} component="section">
          <Title order={2} size="h4">
            {t("automated-tools.retention.title")}
          </Title>
          <Text size="sm">{retentionText(t, company.name, retention_days)}</Text>
        </Stack>

        <Stack gap={6} component="section">
          <Title order={2} size="h4">
            {t("automated-tools.questions.title")}
          </Title>
          <Text size="sm">
            {beforeEmail}
            <Anchor href={`mailto:${contact_email}`}>{contact_email}</Anchor>
            {afterEmail}
          </Text>
        </Stack>
      </Stack>
    </SurveyFrame>
  );
}
