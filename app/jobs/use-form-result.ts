import { useEffect, useRef } from "react";
import { showFieldErrors, toast } from "~/ui/toasts";
import type { FormResult } from "./form-result.server";

/** Shows a form result's toasts once (success, or one error toast per message) and calls `onSuccess` once. */
export function useFormResult(result: FormResult | undefined, onSuccess?: (result: FormResult) => void) {
  const shown = useRef<string | null>(null);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (!result || shown.current === result.id) return;
    shown.current = result.id;
    if (result.ok) {
      if (result.messages[0]) toast.success(result.messages[0]);
      callback.current?.(result);
    } else {
      showFieldErrors(result.messages);
    }
  }, [result]);
}
