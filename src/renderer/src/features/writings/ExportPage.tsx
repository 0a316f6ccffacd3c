import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { IdSchema } from '@shared/domain/common';
import { VenueSchema, type Venue, type Writing } from '@shared/domain/writing';
import type { WritingExport } from '@shared/ipc/channels/writings';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelMutation, useChannelQuery } from '../../lib/query';
import { copyRich, copyText, download } from './clipboard';
import { VENUE_LABEL } from './labels';
import { PieceNotFound } from './PieceNotFound';
import { allowedVenues, venueLimitReason } from '@shared/domain/writing-rules';
import './writings.css';
import './export-preview.css';

/** /writings/:id/export?venue=<venue>: the venue's Markdown to copy, what will not survive it, and the way to post. */
export function ExportPage() {
  const { id = '' } = useParams();
  if (!IdSchema.safeParse(id).success) return <PieceNotFound />;
  return <ExportLoader id={id} />;
}

function ExportLoader({ id }: { id: string }) {
  const piece = useChannelQuery('writings:get', { id });
  return (
    <div className="writing-export-page">
      <QueryView query={piece} notFound={<PieceNotFound />} loadingLabel="Opening the piece…">
        {(w) => <ExportScreen piece={w} />}
      </QueryView>
    </div>
  );
}

function ExportScreen({ piece }: { piece: Writing }) {
  const [params, setParams] = useSearchParams();
  const allowed = allowedVenues(piece.type);
  const limit = venueLimitReason(piece.type);
  const asked = VenueSchema.safeParse(params.get('venue'));
  const venue: Venue = asked.success && allowed.includes(asked.data) ? asked.data : (piece.venue ?? allowed[0]!);
  const refusedVenue = asked.success && !allowed.includes(asked.data) ? asked.data : null;
  const exported = useChannelQuery('writings:export', { id: piece.id, venue });

  return (
    <>
      <PageHeader
        title={`Export “${piece.title}”`}
        subtitle="Nothing is posted for you: copy, open the venue, paste, and make the last click yourself."
        actions={
          <Link className="btn" to={`/writings/${piece.id}`}>
            Back to the editor
          </Link>
        }
      />
      <div className="segmented venue-tabs" role="group" aria-label="Venue">
        {allowed.map((v) => (
          <button
            key={v}
            type="button"
            className={`btn btn-small${v === venue ? ' active' : ''}`}
            aria-pressed={v === venue}
            onClick={() => setParams({ venue: v }, { replace: true })}
          >
            {VENUE_LABEL[v]}
          </button>
        ))}
      </div>
      {limit ? (
        <p className="hint" data-testid="personal-only">
          {refusedVenue ? `${VENUE_LABEL[refusedVenue]} is not offered. ` : ''}
          {limit}
        </p>
      ) : null}
      <QueryView query={exported} loadingLabel="Preparing the export…">
        {(x) => <ExportBody exported={x} />}
      </QueryView>
    </>
  );
}

function ExportBody({ exported }: { exported: WritingExport }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rich = exported.venue === 'newsletter' && exported.html !== null;

  async function copy(kind: 'markdown' | 'rich'): Promise<boolean> {
    setCopied(null);
    const refused =
      kind === 'rich' && exported.html !== null ? await copyRich(exported.html, exported.markdown) : await copyText(exported.markdown);
    setProblem(refused);
    if (!refused) setCopied(kind === 'rich' ? 'Copied as rich text.' : 'Copied the Markdown.');
    return refused === null;
  }

  async function copyAndOpen(link: string) {
    // The venue's new-post page takes no body: the text goes to the clipboard first, then the page opens.
    if (await copy(rich ? 'rich' : 'markdown')) {
      setCopied(`${rich ? 'Copied as rich text' : 'Copied the Markdown'}; paste it into the page that opened.`);
    }
    window.open(link, '_blank', 'noopener,noreferrer');
  }

  return (
    <div className="export-grid">
      <section className="card export-main" aria-label="Export">
        <div className="row export-actions">
          {rich ? (
            <>
              <button type="button" className="btn btn-primary" onClick={() => void copy('rich')}>
                Copy as rich text
              </button>
              <button type="button" className="btn" onClick={() => void copy('markdown')}>
                Copy Markdown
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void copy('markdown')}>
              Copy Markdown
            </button>
          )}
          {exported.file_name ? (
            <button type="button" className="btn" onClick={() => download(exported.file_name!, exported.markdown)}>
              Download {exported.file_name}
            </button>
          ) : null}
          {exported.deep_link ? (
            <button type="button" className="btn" onClick={() => void copyAndOpen(exported.deep_link!)}>
              Copy and open {new URL(exported.deep_link).host}
            </button>
          ) : null}
          <span className="export-copied" role="status" data-testid="copy-status">
            {copied}
          </span>
        </div>
        {problem ? <ErrorBanner message={problem} onDismiss={() => setProblem(null)} /> : null}
        <p className="export-note" data-testid="paste-note">
          {exported.paste_note}
        </p>
        {exported.venue === 'newsletter' && !exported.deep_link ? <PublicationSetting /> : null}
        <pre className="export-markdown" data-testid="export-markdown" tabIndex={0} aria-label="The exported Markdown">
          {exported.markdown}
        </pre>
      </section>
      <aside className="card export-preflight" aria-label="Preflight" data-testid="preflight">
        <h2>Preflight</h2>
        {exported.preflight.length === 0 ? (
          <p className="muted">Nothing found that {VENUE_LABEL[exported.venue]} would drop or change.</p>
        ) : (
          <>
            <p className="muted">What will not survive {VENUE_LABEL[exported.venue]} as written. The export is not blocked.</p>
            <ul className="preflight-list">
              {exported.preflight.map((item, i) => (
                <li key={`${item.line}-${item.rule}-${i}`} data-testid="preflight-item" data-rule={item.rule}>
                  <span className="preflight-line">Line {item.line}</span>
                  <span>{item.message}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </aside>
    </div>
  );
}

/** The newsletter's deep link needs the Substack publication's name (a per-profile setting). */
function PublicationSetting() {
  const [name, setName] = useState('');
  const save = useChannelMutation('writings:set-settings', { invalidates: ['writings:export', 'writings:get-settings'] });
  return (
    <form
      className="row publication-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ substack_publication: name });
      }}
    >
      <label className="inline-field grow">
        <span>Substack publication</span>
        <input type="text" value={name} placeholder="name (from name.substack.com)" onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-small" disabled={save.isPending}>
        Save
      </button>
      {save.error ? <ErrorBanner message={save.error.message} onDismiss={save.reset} /> : null}
    </form>
  );
}
