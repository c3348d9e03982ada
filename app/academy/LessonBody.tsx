// A lesson's text and video, rendered from the safe Markdown subset as React elements (never as HTML).
import "@mantine/core/styles/Blockquote.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Typography.layer.css";
import { Anchor, Blockquote, Image, List, Text, Title, Typography } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { parseMarkdown, videoEmbed, type Inline } from "./markdown";

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "strong":
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>;
      case "link": {
        const external = !node.href.startsWith("/");
        return (
          <Anchor
            key={i}
            href={node.href}
            {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
          >
            {renderInline(node.children)}
          </Anchor>
        );
      }
    }
  });
}

export function LessonText({ body }: { body: string }) {
  const blocks = parseMarkdown(body);
  return (
    <Typography>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case "heading":
            return (
              <Title key={i} order={block.level} size={block.level === 2 ? "h3" : "h4"} mt="md">
                {renderInline(block.children)}
              </Title>
            );
          case "paragraph":
            return <Text key={i}>{renderInline(block.children)}</Text>;
          case "list":
            return (
              <List key={i} type={block.ordered ? "ordered" : "unordered"} spacing={4} mb="sm">
                {block.items.map((item, j) => (
                  <List.Item key={j}>{renderInline(item)}</List.Item>
                ))}
              </List>
            );
          case "quote":
            return <Blockquote key={i}>{renderInline(block.children)}</Blockquote>;
          case "image":
            return (
              <Image
                key={i}
                src={block.src}
                alt={block.alt}
                radius="sm"
                maw="100%"
                fit="contain"
                referrerPolicy="no-referrer"
                loading="lazy"
              />
            );
        }
      })}
    </Typography>
  );
}

/** YouTube and Vimeo play in the page; any other video link is a link. */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const embed = videoEmbed(url);
  if (!embed) {
    return (
      <Text>
        Video:{" "}
        <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow">
          {url}
        </Anchor>
      </Text>
    );
  }
  return (
    <div style={{ position: "relative", width: "100%", aspectRatio: "16 / 9" }}>
      <iframe
        src={embed.src}
        title={`${embed.provider} video: ${title}`}
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 }}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation"
        loading="lazy"
      />
    </div>
  );
}
