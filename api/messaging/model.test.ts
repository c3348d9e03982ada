// A person's message variables: {{ job }} is the job they applied for, {{ role }} their role.
import { describe, expect, test } from "vitest";
import { recipientVariables, type Recipient } from "./model";

const person: Recipient = {
  id: 1,
  companyId: 2,
  companyName: "Harbor Dental",
  companyToken: "token",
  first: "Robin",
  last: "Lee",
  email: "robin@example.test",
  phone: null,
  roleName: "Receptionist",
  jobTitle: "Front Desk Coordinator",
};

describe("recipientVariables", () => {
  test("{{ job }} is the title of the job applied for, {{ role }} the role", () => {
    const v = recipientVariables(person, "https://app.example.test");
    expect(v.job).toBe("Front Desk Coordinator");
    expect(v.role).toBe("Receptionist");
    expect(v.link).toBe("https://app.example.test/survey/register?link=token");
  });

  test("without a job application, {{ job }} is the role (as the compose form says)", () => {
    expect(recipientVariables({ ...person, jobTitle: null }, "").job).toBe("Receptionist");
    expect(recipientVariables({ ...person, jobTitle: "  " }, "").job).toBe("Receptionist");
  });
});
