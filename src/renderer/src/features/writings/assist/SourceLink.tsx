import { Link } from 'react-router';
import type { SourceRef } from '@shared/domain/writing';

const KIND_LABEL: Record<string, string> = { news_item: 'News item', reflection: 'Your reflection', attempt: 'Your attempt' };

/** The piece's header line that links back to what it started from (a news item, a reflection, an attempt). */
export function SourceLink({ source }: { source: SourceRef | null }) {
  if (!source) return null;
  const label = KIND_LABEL[source.kind] ?? 'Source';
  const url = source.url;
  return (
    <p className="piece-source muted" data-testid="piece-source">
      Started from {label.toLowerCase()}:{' '}
      {url && /^https?:\/\//i.test(url) ? (
        <a href={url} target="_blank" rel="noreferrer noopener">
          {source.title}
        </a>
      ) : url && url.startsWith('/') ? (
        <Link to={url}>{source.title}</Link>
      ) : (
        <span>{source.title}</span>
      )}
    </p>
  );
}
