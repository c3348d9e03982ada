import { ActionIcon, CopyButton, Group } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { textInputClasses as input } from "./plain";
import { Tooltip } from "./Tooltip";

// A plain field in the look of Mantine's TextInput (./plain.tsx): a read-only field, not worth Input's 3.5 KB of
// JavaScript on the home.

/** A company's shareable assessment link, read-only (selected on focus), with a copy button. */
export function AssessmentLinkField({ link, onCopy }: { link: string; onCopy?: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      <div className={input.root} style={{ flex: 1 }}>
        <div className={input.wrapper}>
          <input
            className={input.input}
            value={link}
            readOnly
            aria-label="Assessment link"
            aria-invalid={false}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      </div>
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
