import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** A company's shareable assessment link, read-only (selected on focus), with a copy button. */
export function AssessmentLinkField({ link, onCopy }: { link: string; onCopy?: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      <TextInput
        value={link}
        readOnly
        aria-label="Assessment link"
        style={{ flex: 1 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={link} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? "Copied" : "Copy link"} withArrow>
            <ActionIcon
              variant={copied ? "filled" : "light"}
              color={copied ? "teal" : undefined}
              size="lg"
              onClick={() => {
                copy();
                onCopy?.();
              }}
              aria-label={copied ? "Assessment link copied" : "Copy assessment link"}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
