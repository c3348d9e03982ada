import { Anchor, Text } from "@mantine/core";
import { AUTOMATED_TOOLS_LINK, automatedToolsPath } from "./texts";

/** The small, plain link to the company's "How we use automated tools" page (a plain link: these pages are HTML). */
export function AutomatedToolsLink({ link }: { link: string }) {
  return (
    <Text size="sm" ta="center">
      <Anchor href={automatedToolsPath(link)} data-testid="automated-tools-link">
        {AUTOMATED_TOOLS_LINK}
      </Anchor>
    </Text>
  );
}
