import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { MessageTemplateJson } from "../../api/messaging/contract";

/** The message being written, as a template keeps it. */
interface TemplateText {
  channel: "email" | "sms";
  subject: string;
  body: string;
}

/** Keeping the message being written as a company template: the naming dialog's state and the save. */
export type SaveTemplate = ReturnType<typeof useSaveTemplate>;

/**
 * Saving the text as a template posts to the templates page's action; the page's templates then load again and
 * `onSaved` gets the new template's id.
 */
export function useSaveTemplate(fetcherKey: string, onSaved: (templateId: string) => void) {
  const saver = useFetcher<ActionResult<MessageTemplateJson>>({ key: `${fetcherKey}-save-template` });
  const [naming, setNaming] = useState(false);
  const [templateName, setTemplateName] = useState("");
  const saved = useActionResult(saver.data, {
    onSuccess: (result) => {
      setNaming(false);
      setTemplateName("");
      if (result.data) onSaved(String(result.data.id));
    },
  });

  function save({ channel, subject, body }: TemplateText) {
    const data: Record<string, string> = { intent: "save", name: templateName, channel, body };
    if (channel === "email") data.subject = subject;
    saver.submit(data, { method: "post", action: "/messages/templates" });
  }

  return { naming, setNaming, templateName, setTemplateName, saved, saving: saver.state !== "idle", save };
}
