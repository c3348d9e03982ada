import { ActionIcon, CopyButton, Group } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { textInputClasses as input } from "./plain";
import { Tooltip } from "./Tooltip";

// Mantine's TextInput as markup (./plain.tsx): a read-only field, not worth Input's 3.5 KB of JavaScript on the home.
const INPUT_VARS = {
  "--input-height": "var(--input-height-sm)",
  "--input-fz": "var(--mantine-font-size-sm)",
} as CSSProperties;

/** A company's shareable assessment link, read-only (selected on focus), with a copy button. */
export function AssessmentLinkField({ link, onCopy }: { link: string; onCopy?: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      <div className={input.root} style={{ flex: 1 }} data-size="sm">
        <div className={input.wrapper} style={INPUT_VARS} data-variant="default" data-size="sm">
          <input
            className={input.input}
            data-variant="default"
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
