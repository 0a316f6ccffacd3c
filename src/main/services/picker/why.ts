import type { AxisId } from '@shared/domain/axes';
import type { Reason, Scored } from './candidates';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function axisSentence(r: Extract<Reason, { type: 'axis' }>, title: string): string {
  const { axis } = r;
  const attempts = axis.attempts;
  if (attempts === 0) return `You have no evidence on ${title} yet, so this explores it.`;
  const where = r.focusRank === 0 ? 'your weakest axis right now' : r.focusRank > 0 ? 'one of your weakest axes' : 'an axis';
  const thin = axis.uncertainty > 0.5 ? ' (little evidence so far, so it is worth exploring)' : '';
  return `${title} is ${where}: estimate ${pct(axis.estimate)} from ${plural(attempts, 'piece')} of evidence${thin}.`;
}

const HOW_IT_WENT = {
  again: 'it passed only with the reference open',
  hard: 'it passed with help or low confidence',
  good: 'it passed cleanly',
  easy: 'it passed cleanly, fast and sure',
} as const;

/** Re-drills (services/retention): when it was last done and how, then what to expect. */
function redrillSentence(r: Extract<Reason, { type: 'redrill' }>): string {
  const when = r.daysSince === 0 ? 'today' : `${plural(r.daysSince, 'day')} ago`;
  const late = r.overdueDays > 0 ? ` It has been due for ${plural(r.overdueDays, 'day')}.` : '';
  const how = r.lastPassed ? HOW_IT_WENT[r.lastRating] : 'it did not pass its tests';
  return `Due for a re-drill: you last did it ${when} and ${how}.${late} Solving it again from the starter code, at the moment you would start to forget it, is what makes it stick.`;
}

/** Plain words for why this candidate came out on top; built only from the reasons the scorer recorded. */
export function explain(c: Scored, axisTitles: ReadonlyMap<AxisId, string>): string {
  const parts: string[] = [];
  for (const r of c.reasons) {
    switch (r.type) {
      case 'reflection':
        parts.push(
          `Your reflection on "${r.sectionTitle}" (${r.trackTitle}) from ${plural(r.daysSince, 'day')} ago is due for its day-${r.dueDay} review. Spaced review keeps the insight; it takes a few minutes.`,
        );
        break;
      case 'redrill':
        parts.push(redrillSentence(r));
        break;
      case 'axis':
        parts.push(axisSentence(r, axisTitles.get(r.axis.axis) ?? r.axis.axis));
        break;
      case 'also_covers': {
        // Name the other weak axes instead of counting them.
        const names = r.axes.map((a) => axisTitles.get(a) ?? a);
        const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
        parts.push(`It also works on ${list ?? 'another weak axis'}, another of your weak axes.`);
        break;
      }
      case 'untried':
        parts.push(`You have not tried "${c.title}" yet.`);
        break;
      case 'failed_last':
        parts.push('Your last attempt did not pass its tests, so it is worth another go.');
        break;
      case 'lookups':
        parts.push(
          `Ranked lower because you opened the reference or pitfalls on ${r.leaned} of ${plural(r.total, 'attempt')}.`,
        );
        break;
      case 'solved_recently':
        parts.push(`Ranked lower because you solved it cleanly ${r.days === 0 ? 'today' : `${plural(r.days, 'day')} ago`}.`);
        break;
      case 'tried_today':
        parts.push('Ranked lower because you already worked on it today.');
        break;
      case 'difficulty_fit':
        parts.push(`Its difficulty (${r.difficulty}) matches your estimate on that axis.`);
        break;
      case 'first_step':
        parts.push('It is an easy one: a good first step while the picker has no evidence of your level here.');
        break;
      case 'reading':
        parts.push(`"${c.title}" from ${r.trackTitle} covers it in about ${r.minutes} minutes.`);
        break;
      case 'writing':
        parts.push(`Your piece "${c.title}" is at the ${r.stage} stage; moving it on is writing practice.`);
        break;
    }
  }
  return parts.join(' ');
}
