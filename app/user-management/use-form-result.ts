import { useEffect, useRef } from "react";
import { showFieldErrors, toast } from "~/ui/toasts";
import type { FormResult } from "./form-result.server";

/**
 * Shows a form result's toasts once (success, or one error toast per message — spec §5) and calls `onSuccess`
 * for a successful one, e.g. to close its dialog.
 */
export function useFormResult(
  result: FormResult | undefined,
  onSuccess?: (result: FormResult) => void,
  /** Whether a success shows its own toast (false when `onSuccess` shows a richer one, e.g. with Undo). */
  successToast: (result: FormResult) => boolean = () => true,
) {
  const shown = useRef<string | null>(null);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  const withToast = useRef(successToast);
  withToast.current = successToast;
  useEffect(() => {
    if (!result || shown.current === result.id) return;
    shown.current = result.id;
    if (result.ok) {
      if (result.messages[0] && withToast.current(result)) toast.success(result.messages[0]);
      callback.current?.(result);
    } else {
      showFieldErrors(result.messages);
    }
  }, [result]);
}
