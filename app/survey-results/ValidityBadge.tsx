// "How sure is this result" as a badge: lists, the board and the report show the same words and colours.
import { Badge, type BadgeProps } from "@mantine/core";
import { VALIDITY_LABELS, VALIDITY_TITLES, type ValidityVerdict } from "~domain/assessment/validity-types";

// Shades dark or light enough that autoContrast's text keeps a 4.5:1 contrast on them.
const COLORS: Record<ValidityVerdict, string> = { ok: "teal.9", review: "yellow.4", unreliable: "red.9" };

export interface ValidityBadgeProps extends Omit<BadgeProps, "color" | "children"> {
  verdict: ValidityVerdict;
}

export function ValidityBadge({ verdict, ...props }: ValidityBadgeProps) {
  return (
    <Badge
      variant="filled"
      color={COLORS[verdict]}
      autoContrast
      title={VALIDITY_TITLES[verdict]}
      aria-label={`${VALIDITY_LABELS[verdict]}: ${VALIDITY_TITLES[verdict]}`}
      data-testid="validity-badge"
      data-verdict={verdict}
      {...props}
    >
      {VALIDITY_LABELS[verdict]}
    </Badge>
  );
}
