import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { createUserSettingsRepository } from '../../src/main/db/repositories/user-settings';
import { SpendCapsSchema, ModelPriceSchema } from '../../src/shared/domain/spend';
import { makeTempDir } from '../support/temp-dir';

/** Brings `db` to the schema before 0070 and gives it one profile per key of `cells`, with that settings cell. */
function before0070(db: Database.Database, cells: Record<string, string>): void {
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 70),
  );
  const profile = db.prepare("INSERT INTO profiles (id, name, created_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')");
  const settings = db.prepare(
    "INSERT INTO user_settings (user_id, settings_json, updated_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')",
  );
  for (const [id, cell] of Object.entries(cells)) {
    profile.run(id, `Profile ${id}`);
    settings.run(id, cell);
  }
}

describe('migration 0070 (stored spend caps and prices in the wire casing)', () => {
  const temp = makeTempDir();
  const db = new Database(path.join(temp.dir, 'wb.db'));
  afterAll(() => {
    db.close();
    temp.cleanup();
  });

  it('renames the keys of saved caps and prices, and leaves other settings and broken values alone', () => {
    before0070(db, {
      u1: JSON.stringify({
        spendCaps: { overall: { dailyUsd: 2, weeklyUsd: null }, perTag: { review: { dailyUsd: 0.5, weeklyUsd: 3 } } },
        modelPrices: [{ model: 'gpt-x', inputPerMTok: 1.5, outputPerMTok: 6 }],
        model: { baseUrl: 'http://localhost:1/v1' },
      }),
      u2: JSON.stringify({ spendCaps: 'junk', runner: { pythonPath: 'python3' } }),
      u3: 'not json',
    });

    migrate(db, MIGRATIONS);
    const settings = createUserSettingsRepository(db);
    const caps = SpendCapsSchema.parse(settings.getPreference('u1', 'spendCaps'));
    expect(caps).toEqual({
      overall: { daily_usd: 2, weekly_usd: null },
      per_tag: { review: { daily_usd: 0.5, weekly_usd: 3 } },
    });
    const prices = settings.getPreference<unknown[]>('u1', 'modelPrices') ?? [];
    expect(prices.map((p) => ModelPriceSchema.parse(p))).toEqual([
      { model: 'gpt-x', input_per_mtok: 1.5, output_per_mtok: 6 },
    ]);
    // Keys of other preferences are internal and keep their casing.
    expect(settings.getPreference('u1', 'model')).toEqual({ baseUrl: 'http://localhost:1/v1' });
    expect(settings.getPreference('u2', 'spendCaps')).toBe('junk');
    expect(settings.getPreference('u2', 'runner')).toEqual({ pythonPath: 'python3' });
    const raw = db.prepare<[string], { settings_json: string }>(
      'SELECT settings_json FROM user_settings WHERE user_id = ?',
    );
    expect(raw.get('u3')?.settings_json).toBe('not json');
  });
});

describe('migration 0070 on settings it must leave alone', () => {
  it('rewrites caps and prices found alone, and leaves cells without them, or that are not objects, byte for byte', () => {
    const db = new Database(':memory:');
    try {
      const cells: Record<string, string> = {
        prices: '{ "modelPrices": [{ "model": "m", "inputPerMTok": 1 }, 7] }',
        caps: '{ "spendCaps": { "dailyUsd": 1, "overall": null, "perTag": { "review": null, "assist": { "weeklyUsd": 2 } } } }',
        nullCaps: '{ "spendCaps": null }',
        neither: '{ "model": { "baseUrl": "http://x" } }',
        jsonNull: 'null',
        list: '[{ "spendCaps": { "dailyUsd": 1 } }]',
        number: '42',
      };
      before0070(db, cells);
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 70),
      );
      const stored = Object.fromEntries(
        db
          .prepare<[], { user_id: string; settings_json: string }>('SELECT user_id, settings_json FROM user_settings')
          .all()
          .map((r) => [r.user_id, r.settings_json]),
      );
      expect(stored).toEqual({
        prices: '{"modelPrices":[{"model":"m","input_per_mtok":1},7]}',
        caps: '{"spendCaps":{"daily_usd":1,"overall":null,"per_tag":{"review":null,"assist":{"weekly_usd":2}}}}',
        nullCaps: '{"spendCaps":null}',
        neither: cells.neither,
        jsonNull: 'null',
        list: cells.list,
        number: '42',
      });
    } finally {
      db.close();
    }
  });
});
