import { STAGES, WRITING_TYPES, type Stage, type Venue, type WritingType } from '@shared/domain/writing';
import { STAGE_LABEL, TYPE_LABEL, allowedVenues, stageMoveBlocker } from '@shared/domain/writing-rules';
import { VENUE_LABEL } from './labels';

/** The option lists of the type, venue and stage selects, the same wherever a piece's fields are chosen. */
export function TypeOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {WRITING_TYPES.map((t) => (
        <option key={t} value={t}>
          {TYPE_LABEL[t]}
        </option>
      ))}
    </>
  );
}

/** The venues main accepts for the type; a stored venue outside them (from before a type change) stays listed. */
export function VenueOptions({ type, none, current }: { type: WritingType | null; none: string; current?: Venue | null }) {
  const venues = allowedVenues(type);
  return (
    <>
      <option value="">{none}</option>
      {venues.map((v) => (
        <option key={v} value={v}>
          {VENUE_LABEL[v]}
        </option>
      ))}
      {current && !venues.includes(current) ? <option value={current}>{VENUE_LABEL[current]}</option> : null}
    </>
  );
}

/**
 * Every stage, with the ones main would refuse from `from` disabled and their reason in the entry itself (a
 * disabled option's tooltip is not shown by every browser, and a screen reader reads the text).
 */
export function StageOptions({ from }: { from: Stage }) {
  return (
    <>
      {STAGES.map((s) => {
        const blocker = stageMoveBlocker(from, s);
        return (
          <option key={s} value={s} disabled={blocker !== null} title={blocker ?? undefined}>
            {blocker ? `${STAGE_LABEL[s]} (${blocker})` : STAGE_LABEL[s]}
          </option>
        );
      })}
    </>
  );
}
