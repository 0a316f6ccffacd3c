import { useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NewsItem } from '@shared/domain/news';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelMutation, useChannelQuery } from '../../lib/query';
import { readFeedFile } from './read-feed-file';
import './news.css';

const MAX_FILE_BYTES = 5_000_000;
const when = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' });

/** /news: items from the user's feeds (Settings → News feeds) or an imported feed file; Draft a response. */
export function NewsPage() {
  const news = useChannelQuery('news:list', {});
  const importFeed = useChannelMutation('news:import', { invalidates: ['news:list'] });
  const refresh = useChannelMutation('news:refresh', { invalidates: ['news:list'] });
  const [notice, setNotice] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setFileError(null);
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`${file.name} is over 5 MB; feeds that large are not read.`);
      return;
    }
    const text = await readFeedFile(file);
    importFeed.mutate(
      { text },
      {
        onSuccess: ({ added, skipped }) =>
          setNotice(
            `${file.name}: ${added} new item${added === 1 ? '' : 's'}${skipped ? `, ${skipped} already here` : ''}.`,
          ),
      },
    );
  };

  return (
    <div className="news-page">
      <PageHeader
        title="News"
        subtitle={
          <>
            Items from your feeds (add them in <Link to="/settings#news-feeds">Settings → News feeds</Link>) or a feed
            file. <em>Draft a response</em> starts an empty idea, one per item: the words are yours.
          </>
        }
        actions={
          <>
            <button type="button" className="btn" disabled={refresh.isPending} onClick={() => refresh.mutate({})}>
              {refresh.isPending ? 'Fetching…' : 'Fetch feeds'}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => input.current?.click()}>
              Import a feed file…
            </button>
            <input
              ref={input}
              type="file"
              accept=".xml,.rss,.atom,.rdf,application/rss+xml,application/atom+xml,application/xml,text/xml"
              hidden
              data-testid="feed-file"
              onChange={(e) => void onFile(e)}
            />
          </>
        }
      />
      {notice ? (
        <p className="banner banner-info" role="status" data-testid="news-notice">
          {notice}
        </p>
      ) : null}
      {fileError ? <ErrorBanner message={fileError} onDismiss={() => setFileError(null)} /> : null}
      {importFeed.error ? <ErrorBanner message={importFeed.error.message} onDismiss={importFeed.reset} /> : null}
      {refresh.error ? <ErrorBanner message={refresh.error.message} onDismiss={refresh.reset} /> : null}
      <QueryView query={news} loadingLabel="Loading news…">
        {({ items, feeds }) => (
          <>
            {feeds.some((f) => f.last_error) ? (
              <ul className="news-feed-errors">
                {feeds
                  .filter((f) => f.last_error)
                  .map((f) => (
                    <li key={f.id} className="banner banner-warn">
                      {f.title}: {f.last_error}
                    </li>
                  ))}
              </ul>
            ) : null}
            {items.length === 0 ? (
              <EmptyState title="No news items yet">
                Add a feed in Settings → News feeds, or import a feed file (RSS or Atom).
              </EmptyState>
            ) : (
              <ul className="news-list" data-testid="news-list">
                {items.map((item) => (
                  <NewsCard key={item.id} item={item} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

const STAGE: Record<NonNullable<NewsItem['response']>['stage'], string> = {
  idea: 'an idea',
  outline: 'an outline',
  draft: 'a draft',
  ready: 'ready',
  published: 'published',
  archived: 'archived',
};

function NewsCard({ item }: { item: NewsItem }) {
  const navigate = useNavigate();
  // The new piece shows on the board, and this item then leads to it.
  const draft = useChannelMutation('news:draft-response', { invalidates: ['writings:list', 'news:list'] });
  const dismiss = useChannelMutation('news:dismiss', { invalidates: ['news:list'] });
  return (
    <li className="card news-item" data-testid="news-item">
      <div className="news-item-head">
        <h2>
          {item.url ? (
            <a href={item.url} target="_blank" rel="noreferrer noopener">
              {item.headline}
            </a>
          ) : (
            item.headline
          )}
        </h2>
        <span className="muted news-meta">
          {item.source ?? 'Imported'}
          {item.published_at ? ` · ${when(item.published_at)}` : ''}
        </span>
      </div>
      {/* Summaries come from the feed (untrusted): main reduced them to text, and they are shown as text. */}
      {item.summary ? <p className="news-summary">{item.summary}</p> : null}
      {draft.error ? <ErrorBanner message={draft.error.message} onDismiss={draft.reset} /> : null}
      <div className="row">
        {item.response ? (
          <span className="chip chip-accent news-response" data-testid="news-response">
            You responded: {STAGE[item.response.stage]}
          </span>
        ) : null}
        <span className="spacer" />
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate({ item_id: item.id })}
        >
          Dismiss
        </button>
        {item.response ? (
          <Link className="btn btn-small btn-primary" to={`/writings/${item.response.id}`}>
            Open your response
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={draft.isPending}
            onClick={() =>
              draft.mutate({ item_id: item.id }, { onSuccess: (piece) => void navigate(`/writings/${piece.id}`) })
            }
          >
            Draft a response
          </button>
        )}
      </div>
    </li>
  );
}
