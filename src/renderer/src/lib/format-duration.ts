/**
 * "45 min", "2 h", "21 h 30 min" for a number of minutes. Rounded to whole minutes first, so 119.6 reads
 * "2 h" and never "1 h 60 min". Authored track durations reach whole days of work ("1260 min" read badly).
 */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
