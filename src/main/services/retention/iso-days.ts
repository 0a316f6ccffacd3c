/**
 * `iso` moved on by whole days, formatted as toISOString would, without going through a Date. The rebuild
 * formats one due date per attempt, and every due date is a stored created_at plus whole days; toISOString
 * took a tenth of a rebuild of 10,000 attempts. A property test checks it against toISOString.
 *
 * `ms` is Date.parse(iso), when the caller has it. `iso` must be canonical ('YYYY-MM-DDTHH:MM:SS.sssZ'); anything else, or a result outside years 0000-9999,
 * goes through Date.
 */
export function addDaysIso(iso: string, days: number, ms: number = Date.parse(iso)): string {
  if (iso.length !== 24 || !iso.endsWith('Z') || !Number.isFinite(ms) || !Number.isInteger(days))
    return new Date(ms + days * 86_400_000).toISOString();
  const { y, m, d } = civilFromDays(Math.floor(ms / 86_400_000) + days);
  if (y < 0 || y > 9999) return new Date(ms + days * 86_400_000).toISOString();
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}${iso.slice(10)}`;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Howard Hinnant's civil_from_days: the proleptic Gregorian date of a day count since 1970-01-01. */
function civilFromDays(z: number): { y: number; m: number; d: number } {
  const shifted = z + 719_468;
  const era = Math.floor(shifted / 146_097);
  const doe = shifted - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}
