import { Fragment, useMemo } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Root } from 'hast';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize);

/** Markdown to a sanitized hast tree: raw HTML is dropped, dangerous URLs (javascript:) are removed. */
export function markdownToHast(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}

function ExternalAwareLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = typeof props.href === 'string' && /^https?:\/\//i.test(props.href);
  return <a {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} />;
}

/** Every place that shows Markdown uses this component, so everything rendered is sanitized (GFM dialect). */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const element = useMemo(
    () => toJsxRuntime(markdownToHast(source), { Fragment, jsx, jsxs, components: { a: ExternalAwareLink } }),
    [source],
  );
  return <div className={`markdown ${className ?? ''}`}>{element}</div>;
}
