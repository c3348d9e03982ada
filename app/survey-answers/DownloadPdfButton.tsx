import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

/**
 * A report view's "Download PDF" (its resource route, e.g. /survey-results/{id}/answers.pdf): a plain link, so the
 * browser fetches the file as a document and downloads it, as the growth report's button does.
 */
export function DownloadPdfButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      className="no-print"
    >
      Download PDF
    </Button>
  );
}
