import type { TrackSectionView } from '@shared/ipc/channels/tracks';
import { StartLink } from '../../components/StartLink';
import { Markdown } from '../../components/Markdown';
import { PersonalEstimate, SectionTook, type SectionEstimate } from './SectionTime';
import { formatMinutes } from '../../lib/format-duration';
import { MarkSectionDone } from '../../components/MarkSectionDone';

const KIND: Record<TrackSectionView['kind'], string> = {
  external_reading: 'Reading',
  external_exercise: 'Exercise',
};
const STATUS: Record<TrackSectionView['status'], string> = { done: 'Done', current: 'Current', remaining: 'To do' };

export function SectionRow({
  trackSlug,
  section,
  busy,
  onComplete,
  onCompanion,
  estimate,
  onStart,
  onCorrectTime,
}: {
  trackSlug: string;
  section: TrackSectionView;
  busy: boolean;
  /** `minutes`: how long it took, as the learner says when marking it done (undefined: not given). */
  onComplete: (minutes: number | undefined) => void;
  onCompanion: (optedIn: boolean) => void;
  /** Time calibration: the personal estimate and, once done, how long it took. */
  estimate?: SectionEstimate;
  onStart?: () => void;
  onCorrectTime?: (minutes: number | null) => void;
}) {
  return (
    <li className={`section-row section-${section.status}`} data-testid={`section-${section.position}`}>
      <span className={`section-dot dot-${section.status}`} aria-hidden="true">
        {section.status === 'done' ? '✓' : section.position + 1}
      </span>
      <div className="section-body">
        <div className="section-title-row">
          <StartLink url={section.url} external={section.external} className="section-title" onStart={onStart}>
            {section.title}
          </StartLink>
          <span className="visually-hidden">Status: {STATUS[section.status]}</span>
          {section.status === 'current' ? <span className="chip chip-accent">Current</span> : null}
        </div>
        <div className="meta-row">
          <span className="chip">{KIND[section.kind]}</span>
          <span>{formatMinutes(section.duration_min)}</span>
          {section.status !== 'done' ? <PersonalEstimate estimate={estimate} /> : null}
          {section.domain_tags.map((tag) => (
            <span key={tag} className="tag">
              #{tag}
            </span>
          ))}
        </div>
        {section.status === 'done' && onCorrectTime ? (
          <SectionTook estimate={estimate} busy={busy} onCorrect={onCorrectTime} />
        ) : null}
        {section.companion ? (
          <label className="companion-toggle">
            <input
              type="checkbox"
              checked={section.companion.opted_in}
              disabled={busy || !section.companion.available}
              onChange={(e) => onCompanion(e.target.checked)}
            />
            Follow with the companion problem “{section.companion.title}”
            {!section.companion.available ? <span className="muted"> (not in your problem set)</span> : null}
          </label>
        ) : null}
        {section.reflection ? <p className="section-reflection">“{section.reflection}”</p> : null}
        {section.reading_guide_md ? (
          <details className="section-guide" data-testid="reading-guide">
            <summary>Reading guide</summary>
            <Markdown source={section.reading_guide_md} />
          </details>
        ) : null}
      </div>
      <div className="section-actions">
        {section.status === 'done' ? (
          <span className="muted">Done</span>
        ) : (
          <MarkSectionDone
            slug={trackSlug}
            idx={section.position}
            title={section.title}
            busy={busy}
            onDone={onComplete}
            label={
              <>
                Mark done
                <span className="visually-hidden">: {section.title}</span>
              </>
            }
          />
        )}
      </div>
    </li>
  );
}
