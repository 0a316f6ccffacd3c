import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { QueryView } from '../../components/QueryView';
import { useActions, useChannelMutation, useChannelQuery } from '../../lib/query';

/**
 * Settings → News feeds: add an RSS or Atom feed by address (main fetches it, with a timeout and a size cap, and
 * says plainly when it is unreachable or not a feed), see each feed's last fetch or error, remove it.
 */
export function FeedsCard() {
  const news = useChannelQuery('news:list', {});
  const [url, setUrl] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const add = useChannelMutation('news:add-feed', {
    invalidates: ['news:list'],
    onSuccess: ({ feed, added }) => {
      setUrl('');
      setNotice(`${feed.title}: ${added} new item${added === 1 ? '' : 's'}.`);
    },
  });
  const remove = useChannelMutation('news:remove-feed', { invalidates: ['news:list'] });
  const { error, clear, run } = useActions(add, remove);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    run(add, { url: url.trim() });
  }

  return (
    <section className="card" id="news-feeds" aria-labelledby="feeds-heading" data-testid="feeds-card">
      <h2 id="feeds-heading">News feeds</h2>
      <p className="muted">
        RSS or Atom feeds whose items show on the News page. Workbench fetches them itself; nothing is posted anywhere.
      </p>
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      {notice ? (
        <p className="banner banner-info" role="status">
          {notice}
        </p>
      ) : null}
      <QueryView query={news}>
        {({ feeds }) =>
          feeds.length === 0 ? (
            <p className="muted">No feeds yet.</p>
          ) : (
            <ul className="list">
              {feeds.map((f) => (
                <li key={f.id} className="row" data-testid="feed-row">
                  <span className="grow">
                    <strong>{f.title}</strong> <span className="muted mono">{f.url}</span>
                    {f.last_error ? <span className="chip chip-danger">{f.last_error}</span> : null}
                  </span>
                  <button type="button" className="btn btn-small" onClick={() => run(remove, { feed_id: f.id })}>
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <form className="row gap-above" onSubmit={submit}>
        <input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/feed.xml"
          aria-label="Feed address"
          className="grow"
        />
        <button type="submit" className="btn" disabled={add.isPending || url.trim() === ''}>
          {add.isPending ? 'Fetching…' : 'Add feed'}
        </button>
      </form>
    </section>
  );
}
