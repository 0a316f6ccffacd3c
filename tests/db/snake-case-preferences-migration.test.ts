import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { createUserSettingsRepository } from '../../src/main/db/repositories/user-settings';
import { SpendCapsSchema, ModelPriceSchema } from '../../src/shared/domain/spend';
import { makeTempDir } from '../support/temp-dir';

describe('migration 0070 (stored spend caps and prices in the wire casing)', () => {
  const temp = makeTempDir();
  const db = new Database(path.join(temp.dir, 'wb.db'));
  afterAll(() => {
    db.close();
    temp.cleanup();
  });

  it('renames the keys of saved caps and prices, and leaves other settings and broken values alone', () => {
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 70),
    );
    const insertProfile = db.prepare(
      "INSERT INTO profiles (id, name, created_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')",
    );
    const insertSettings = db.prepare(
      "INSERT INTO user_settings (user_id, settings_json, updated_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')",
    );
    for (const id of ['u1', 'u2', 'u3']) insertProfile.run(id, `Profile ${id}`);
    insertSettings.run(
      'u1',
      JSON.stringify({
        spendCaps: { overall: { dailyUsd: 2, weeklyUsd: null }, perTag: { review: { dailyUsd: 0.5, weeklyUsd: 3 } } },
        modelPrices: [{ model: 'gpt-x', inputPerMTok: 1.5, outputPerMTok: 6 }],
        model: { baseUrl: 'http://localhost:1/v1' },
      }),
    );
    insertSettings.run('u2', JSON.stringify({ spendCaps: 'junk', runner: { pythonPath: 'python3' } }));
    insertSettings.run('u3', 'not json');

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
