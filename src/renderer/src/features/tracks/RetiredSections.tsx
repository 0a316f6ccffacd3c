import type { RetiredSection } from '@shared/ipc/channels/tracks';

const isExternal = (url: string) => /^https?:\/\//i.test(url);
const day = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Sections the user completed that a newer version of the track dropped ("Versioning" in docs/product.md): the update keeps
 * them as done, so the page says where they went instead of letting finished work vanish.
 */
export function RetiredSections({ sections }: { sections: readonly RetiredSection[] }) {
  if (sections.length === 0) return null;
  return (
    <section className="card chapter retired-sections" aria-labelledby="retired-heading" data-testid="retired-sections">
      <h2 id="retired-heading" className="chapter-title">
        From an earlier version of this track
      </h2>
      <p className="muted retired-note">
        You completed {sections.length === 1 ? 'this section' : 'these sections'} before the track was updated; the
        current version no longer has {sections.length === 1 ? 'it' : 'them'}. Your completion and any reflection
        (under Reflections) are kept.
      </p>
      <ul className="retired-list">
        {sections.map((s) => (
          <li key={`${s.title}|${s.url}|${s.completed_at}`}>
            {isExternal(s.url) ? (
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.title} ↗
              </a>
            ) : (
              <span>{s.title}</span>
            )}
            <span className="muted"> · done {day.format(new Date(s.completed_at))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
