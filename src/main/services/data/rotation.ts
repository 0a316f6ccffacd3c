import type { BackupKind } from './backup-names';

export const DAILY_KEPT = 7;
export const WEEKLY_KEPT = 4;
/** Safety copies (before a migration, restore or import) kept per kind. */
export const SAFETY_KEPT = 3;

type Dated = { name: string; kind: BackupKind; created_at: string };

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS);
// Weeks start on Monday: day 0 (1970-01-01) was a Thursday.
const weekOf = (iso: string) => Math.floor((dayOf(iso) + 3) / 7);

/**
 * Which backups rotation removes. Of the automatic and manual ones it keeps the newest of each of the 7 most
 * recent days that have one, and the newest of each of the 4 most recent weeks (Monday to Sunday, UTC) that
 * have one; days and weeks without backups (the app was not used) do not count, so a long pause never
 * empties the folder. Of each safety kind it keeps the newest 3. The newest backup is always kept.
 */
export function backupsToRemove<T extends Dated>(backups: readonly T[]): T[] {
  const newestFirst = [...backups].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name),
  );
  const keep = new Set<string>();
  const regular = newestFirst.filter((b) => b.kind === 'auto' || b.kind === 'manual');
  const pickNewestPer = (key: (iso: string) => number, count: number) => {
    const seen = new Set<number>();
    for (const b of regular) {
      const k = key(b.created_at);
      if (seen.has(k)) continue;
      if (seen.size === count) break;
      seen.add(k);
      keep.add(b.name);
    }
  };
  pickNewestPer(dayOf, DAILY_KEPT);
  pickNewestPer(weekOf, WEEKLY_KEPT);
  const perKind = new Map<BackupKind, number>();
  for (const b of newestFirst) {
    if (b.kind === 'auto' || b.kind === 'manual') continue;
    const n = perKind.get(b.kind) ?? 0;
    if (n < SAFETY_KEPT) keep.add(b.name);
    perKind.set(b.kind, n + 1);
  }
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  return newestFirst.filter((b) => !keep.has(b.name));
}
