import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';

/** Where data lives and which content files could not be loaded (each names its file and field). */
export function DiagnosticsCard() {
  const info = useChannelQuery('system:info', {});
  return (
    <section className="card" aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">About this installation</h2>
      <QueryView query={info}>
        {(data) => (
          <div className="stack">
            <dl className="facts">
              <dt>Version</dt>
              <dd>
                {data.version} ({data.host === 'web' ? 'browser host' : 'desktop app'})
              </dd>
              <dt>Data folder</dt>
              <dd className="mono">{data.data_dir}</dd>
              <dt>Database</dt>
              <dd className="mono">
                {data.database_file} (schema {data.schema_version})
              </dd>
              <dt>Content</dt>
              <dd>
                {data.counts.tracks} tracks, {data.counts.problems} problems, {data.counts.voices} voices
              </dd>
            </dl>
            {data.content_diagnostics.length === 0 ? (
              <p className="muted" data-testid="diagnostics-line">
                All content files loaded.
              </p>
            ) : (
              <div className="banner banner-warn" data-testid="diagnostics-line">
                <div>
                  <strong>{data.content_diagnostics.length} content file(s) skipped:</strong>
                  <ul>
                    {data.content_diagnostics.map((d) => (
                      <li key={d.file + d.message}>
                        <span className="mono">{d.file}</span>: {d.message}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
          </div>
        )}
      </QueryView>
    </section>
  );
}
