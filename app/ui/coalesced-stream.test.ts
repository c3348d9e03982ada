import { describe, expect, test } from "vitest";
import { CoalescedStream } from "./coalesced-stream.server";

/** The chunks a reader of the stream receives, in order. */
function collect(stream: CoalescedStream): Promise<string[]> {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    stream.on("end", () => resolve(chunks));
    stream.on("error", reject);
  });
}

describe("CoalescedStream", () => {
  test("passes the pieces written in one turn on as one chunk, and later pieces as they come", async () => {
    const stream = new CoalescedStream();
    const received = collect(stream);
    for (let i = 0; i < 100; i++) stream.write(`<p>${i}</p>`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.write("<template>late</template>");
    stream.end("</html>");
    const chunks = await received;
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toBe(Array.from({ length: 100 }, (_, i) => `<p>${i}</p>`).join(""));
    expect(chunks[1]).toBe("<template>late</template></html>");
  });

  test("keeps bytes whole: a multi-byte character split across writes arrives intact", async () => {
    const stream = new CoalescedStream();
    const received = collect(stream);
    const bytes = Buffer.from("Zoë — 日本");
    stream.write(bytes.subarray(0, 3));
    stream.end(bytes.subarray(3));
    expect((await received).join("")).toBe("Zoë — 日本");
  });
});
