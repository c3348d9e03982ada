import type { TooltipProps } from "@mantine/core";
import { useOverlays } from "./after-hydration";

/**
 * Mantine's Tooltip, its code loaded after hydration (./after-hydration.ts): until then the child alone, which looks
 * the same, since a tooltip shows only on hover or focus.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const overlays = useOverlays();
  return overlays ? <overlays.Tooltip {...props}>{children}</overlays.Tooltip> : <>{children}</>;
}
