// biome-ignore-all lint/suspicious/noArrayIndexKey: the preview is rebuilt from the text on every keystroke; a node's place is its only identity.
import type { ReactNode } from 'react';
import {
  type Block,
  type Inline,
  parseMarkdown,
} from '#/features/admin/products/markdown-preview.ts';

/** The description as the shop will show it, built from React elements (never innerHTML). */
export function MarkdownPreview({ text }: { text: string }) {
  const blocks = parseMarkdown(text);
  if (blocks.length === 0) return <p className="admin-muted">Nothing to preview yet.</p>;
  return <>{blocks.map((block, index) => renderBlock(block, index))}</>;
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'h': {
      // Headings inside the preview sit below the form's own heading levels.
      const Tag = `h${Math.min(6, block.level + 3)}` as 'h4' | 'h5' | 'h6';
      return <Tag key={key}>{renderInline(block.children)}</Tag>;
    }
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List key={key}>
          {block.items.map((item, index) => (
            <li key={index}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return <blockquote key={key}>{renderInline(block.children)}</blockquote>;
    default:
      return <p key={key}>{renderInline(block.children)}</p>;
  }
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    switch (node.kind) {
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      default:
        return node.href ? (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        ) : (
          <span key={index}>{renderInline(node.children)}</span>
        );
    }
  });
}
