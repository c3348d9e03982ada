import { Anchor, Text } from "@mantine/core";
import { usePageI18n } from "~/i18n/page-i18n";
import { useT } from "~/i18n/useT";
import { AUTOMATED_TOOLS_LINK, automatedToolsPath } from "./texts";

const KEY = "automated-tools.link";

/**
 * The small, plain link to the company's "How we use automated tools" page (a plain link: these pages are HTML), in
 * the page's language when its loader asked for the `automated-tools` messages, else in English.
 */
export function AutomatedToolsLink({ link }: { link: string }) {
  const t = useT();
  const loaded = usePageI18n()?.messages[KEY] !== undefined;
  return (
    <Text size="sm" ta="center">
      <Anchor href={automatedToolsPath(link)} data-testid="automated-tools-link">
        {loaded ? t(KEY) : AUTOMATED_TOOLS_LINK}
      </Anchor>
    </Text>
  );
}
