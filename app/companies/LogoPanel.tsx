import "@mantine/core/styles/Image.layer.css";
import { Button, FileInput, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
import { toast } from "~/ui/toasts";
import { LOGO_MAX_BYTES, LOGO_TYPES, logoUrl, type CompanyDetails } from "./model";

/** A company's logo: shown, replaced by a PNG or JPEG of at most 1 MB (checked here before upload), or removed. */
export function LogoPanel({ company }: { company: CompanyDetails }) {
  const fetcher = useFetcher<ActionResult>({ key: "company-logo" });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const form = useActionResult(fetcher.data, {
    onSuccess: () => {
      setFile(null);
      setFormKey((k) => k + 1);
    },
  });
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && !LOGO_TYPES.includes(chosen.type)) setProblem("Logo must be a PNG or JPEG image");
    else if (chosen && chosen.size > LOGO_MAX_BYTES) setProblem("Logo must be at most 1 MB");
    else setProblem(null);
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm">
        {company.has_logo ? (
          <Image src={logoUrl(company)} alt={`${company.name} logo`} mah={120} w="auto" fit="contain" />
        ) : (
          <Text c="dimmed">No logo yet.</Text>
        )}
      </Paper>
      <fetcher.Form
        key={formKey}
        method="post"
        encType="multipart/form-data"
        onSubmit={(e) => {
          if (problem || !file) {
            e.preventDefault();
            toast.error(problem ?? "Choose an image first");
          }
        }}
      >
        <input type="hidden" name="intent" value="upload-logo" />
        <input type="hidden" name="companyId" value={company.id} />
        <Stack gap="sm">
          <FileInput
            label="New logo"
            description="PNG or JPEG, at most 1 MB."
            name="file"
            accept="image/png,image/jpeg"
            value={file}
            onChange={choose}
            clearable
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            error={problem ?? form.error("file")}
          />
          <Group justify="flex-end">
            {company.has_logo ? (
              <Button
                variant="default"
                color="red"
                type="button"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => fetcher.submit({ intent: "delete-logo", companyId: company.id }, { method: "post" })}
              >
                Remove logo
              </Button>
            ) : null}
            <Button type="submit" loading={fetcher.state !== "idle"} disabled={!file}>
              Upload logo
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Stack>
  );
}
