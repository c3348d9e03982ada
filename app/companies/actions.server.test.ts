import { describe, expect, it } from "vitest";
import { parseFormData } from "~/ui/action/index.server";
import { overviewForm } from "./actions.server";

const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("the companies overview's forms", () => {
  it("send the details as typed: empty text stays empty for the API to judge, no franchise is null", () => {
    const parsed = parseFormData(
      form({ intent: "update-company", companyId: "7", name: "", industry: "", go_high_level_location_id: "x" }),
      overviewForm,
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { intent: "update-company", companyId: 7, name: "", industry: "", go_high_level_location_id: "x" },
    });
    expect(parsed.ok && parsed.value.intent === "update-company" && parsed.value.franchise_id).toBeUndefined();
  });

  it("read a role name's box as offered or not", () => {
    const on = parseFormData(
      form({ intent: "add-item", companyId: "7", kind: "role-names", name: "Nurse", is_public: "on" }),
      overviewForm,
    );
    expect(on).toMatchObject({ ok: true, value: { kind: "role-names", name: "Nurse", is_public: true } });
    const off = parseFormData(
      form({ intent: "rename-item", companyId: "7", kind: "role-names", itemId: "3", name: "Nurse" }),
      overviewForm,
    );
    expect(off).toMatchObject({ ok: true, value: { itemId: 3, is_public: false } });
  });

  it("refuse an upload without an image beside the file field, and an unknown intent or kind", () => {
    const parsed = parseFormData(form({ intent: "upload-logo", companyId: "7" }), overviewForm, { fields: ["file"] });
    expect(parsed).toMatchObject({ ok: false, result: { fieldErrors: { file: "Logo is required" }, formErrors: [] } });
    expect(parseFormData(form({ intent: "rename", companyId: "7" }), overviewForm).ok).toBe(false);
    expect(
      parseFormData(form({ intent: "delete-item", companyId: "7", kind: "teams", itemId: "1" }), overviewForm).ok,
    ).toBe(false);
  });

  it("send a new company's fields for the API to judge: an empty name stays empty, no franchise is absent", () => {
    const parsed = parseFormData(
      form({ intent: "create-company", name: "", industry: "Bakery", product_type: "", franchise_id: "" }),
      overviewForm,
    );
    expect(parsed).toMatchObject({ ok: true, value: { intent: "create-company", name: "", industry: "Bakery" } });
    expect(parsed.ok && parsed.value.intent === "create-company" && parsed.value.franchise_id).toBeUndefined();
    const franchise = parseFormData(form({ intent: "create-company", name: "Co", franchise_id: "4" }), overviewForm);
    expect(franchise).toMatchObject({ ok: true, value: { franchise_id: 4 } });
  });

  it("take a PNG to upload", () => {
    const file = new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });
    const parsed = parseFormData(form({ intent: "upload-logo", companyId: "7", file }), overviewForm);
    expect(parsed.ok && parsed.value.intent === "upload-logo" && parsed.value.file.name).toBe("logo.png");
  });
});
