import fc from 'fast-check';
import { BACKUP_KINDS, backupName, parseBackupName } from '../../src/main/services/data/backup-names';
import { DAILY_KEPT, SAFETY_KEPT, WEEKLY_KEPT, backupsToRemove } from '../../src/main/services/data/rotation';

const DAY = 86_400_000;
const backupArb = fc.record({
  ms: fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }),
  kind: fc.constantFrom(...BACKUP_KINDS),
});

describe('backup names', () => {
  it('round-trip for any time and kind, and nothing else parses', () => {
    fc.assert(
      fc.property(backupArb, ({ ms, kind }) => {
        const name = backupName(new Date(ms), kind);
        expect(parseBackupName(name)).toEqual({ kind, created_at: new Date(ms).toISOString() });
        expect(parseBackupName(`.${name}.partial`)).toBeUndefined();
      }),
    );
    expect(parseBackupName('workbench-20261399-000000000-auto.db')).toBeUndefined();
    expect(parseBackupName('workbench-20261128-152031123-evil.db')).toBeUndefined();
  });
});

describe('rotation', () => {
  it('keeps the newest backup, the newest of each of the 7 latest days and 4 latest weeks, 3 of each safety kind', () => {
    fc.assert(
      fc.property(fc.array(backupArb, { maxLength: 80 }), (raw) => {
        const backups = raw.map(({ ms, kind }, i) => ({
          name: `${i}-${backupName(new Date(ms), kind)}`,
          kind,
          created_at: new Date(ms).toISOString(),
        }));
        const removed = new Set(backupsToRemove(backups).map((b) => b.name));
        const kept = backups.filter((b) => !removed.has(b.name));
        const newest = [...backups].sort(
          (a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name),
        )[0];
        expect(newest === undefined || !removed.has(newest.name)).toBe(true);
        const regular = backups.filter((b) => b.kind === 'auto' || b.kind === 'manual');
        const newestPer = (key: (iso: string) => number) => {
          const best = new Map<number, (typeof regular)[number]>();
          for (const b of regular) {
            const k = key(b.created_at);
            const cur = best.get(k);
            if (!cur || b.created_at > cur.created_at || (b.created_at === cur.created_at && b.name > cur.name))
              best.set(k, b);
          }
          return [...best.entries()].sort((a, b) => b[0] - a[0]).map(([, b]) => b);
        };
        const day = (iso: string) => Math.floor(Date.parse(iso) / DAY);
        const week = (iso: string) => Math.floor((day(iso) + 3) / 7);
        for (const b of newestPer(day).slice(0, DAILY_KEPT)) expect(removed.has(b.name)).toBe(false);
        for (const b of newestPer(week).slice(0, WEEKLY_KEPT)) expect(removed.has(b.name)).toBe(false);
        const keptRegular = kept.filter((b) => b.kind === 'auto' || b.kind === 'manual');
        expect(keptRegular.length).toBeLessThanOrEqual(DAILY_KEPT + WEEKLY_KEPT + 1);
        for (const kind of ['pre-migration', 'pre-restore', 'pre-import'] as const)
          expect(kept.filter((b) => b.kind === kind).length).toBe(
            Math.min(SAFETY_KEPT, backups.filter((b) => b.kind === kind).length),
          );
      }),
    );
  });
});
