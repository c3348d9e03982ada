import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, videoEmbed } from "./markdown";

describe("parseMarkdown", () => {
  it("reads headings, paragraphs, lists, quotes and images", () => {
    const blocks = parseMarkdown(
      "## Why\n\nFirst line\ncontinues.\n\n- one\n- two **bold**\n\n1. a\n2. b\n\n> said\n\n![Chart](https://example.com/c.png)",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list", "list", "quote", "image"]);
    expect(blocks[1]).toEqual({ kind: "paragraph", children: [{ kind: "text", text: "First line continues." }] });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: "one" }], [{ text: "two " }, { kind: "strong" }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[5]).toEqual({ kind: "image", src: "https://example.com/c.png", alt: "Chart" });
  });

  it("keeps HTML and unsafe addresses as plain text", () => {
    expect(parseMarkdown("<script>alert(1)</script>")).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "<script>alert(1)</script>" }] },
    ]);
    expect(parseInline("[click](javascript:alert(1))")[0]).toEqual({ kind: "text", text: "click" });
    expect(parseMarkdown("![x](data:image/png;base64,AAAA)")[0].kind).toBe("paragraph");
    expect(parseInline("[ok](https://example.com)")[0]).toMatchObject({ kind: "link", href: "https://example.com" });
    expect(parseInline("[here](/academy)")[0]).toMatchObject({ kind: "link", href: "/academy" });
    expect(parseInline("[evil](//evil.test)")[0]).toEqual({ kind: "text", text: "evil" });
  });

  it("reads emphasis inside text", () => {
    expect(parseInline("a *b* and **c**")).toEqual([
      { kind: "text", text: "a " },
      { kind: "em", children: [{ kind: "text", text: "b" }] },
      { kind: "text", text: " and " },
      { kind: "strong", children: [{ kind: "text", text: "c" }] },
    ]);
  });
});

describe("videoEmbed", () => {
  it("embeds YouTube and Vimeo from their video ids only", () => {
    expect(videoEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbed("https://youtu.be/dQw4w9WgXcQ")?.provider).toBe("YouTube");
    expect(videoEmbed("https://vimeo.com/76979871")?.src).toBe("https://player.vimeo.com/video/76979871");
  });

  it("does not embed anything else", () => {
    expect(videoEmbed("https://example.com/video.mp4")).toBeNull();
    expect(videoEmbed("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbed("https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbed("https://www.youtube.com/watch?v=%22onload%3D")).toBeNull();
    expect(videoEmbed(null)).toBeNull();
  });
});
