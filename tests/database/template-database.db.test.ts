import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/main/db/connection';
import { schemaVersion } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { createTestApp } from '../support/test-app';
import {
  buildMigratedDatabase,
  describeDatabase,
  startFromTemplate,
  TEMPLATE_DIR_ENV,
  templateDatabase,
} from '../support/template-database';
import { makeTempDir } from '../support/temp-dir';

const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));

function describeFile(file: string): ReturnType<typeof describeDatabase> {
  const db = new Database(file, { readonly: true });
  try {
    return describeDatabase(db);
  } finally {
    db.close();
  }
}

/**
 * Test apps start from a copy of a migrated template instead of replaying every migration: that is only sound if
 * the copy is the same database a first start creates. Tests of the migrations themselves open their own files
 * (tests/database/migrations.db.test.ts) and still replay them.
 */
describe('the migrated template database of test apps', () => {
  let temp: ReturnType<typeof makeTempDir>;
  const savedDir = process.env[TEMPLATE_DIR_ENV];
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => {
    if (savedDir === undefined) delete process.env[TEMPLATE_DIR_ENV];
    else process.env[TEMPLATE_DIR_ENV] = savedDir;
    temp.cleanup();
  });

  it('is the run’s template: every table, index and trigger, user_version and every row equal to a new database', () => {
    // The run's own template when jest.config.js's global setup provided the folder, else one built here.
    process.env[TEMPLATE_DIR_ENV] = savedDir ?? temp.dir;
    const template = templateDatabase()!;
    const fresh = path.join(temp.dir, 'fresh', 'workbench.db');
    openDatabase(fresh).close();

    const expected = describeFile(fresh);
    expect(expected.user_version).toBe(LATEST);
    expect(expected.schema.length).toBeGreaterThan(20);
    expect(describeFile(template)).toEqual(expected);
  });

  it('tells a database that lacks the last migration from a complete one', () => {
    const complete = path.join(temp.dir, 'complete.db');
    buildMigratedDatabase(complete);
    const partial = path.join(temp.dir, 'partial.db');
    const db = openDatabase(partial, { migrations: MIGRATIONS.filter((m) => m.version !== LATEST) });
    db.close();
    expect(describeFile(partial)).not.toEqual(describeFile(complete));
  });

  it('copies the template only where no database is yet, and the app opens the copy with nothing left to migrate', () => {
    process.env[TEMPLATE_DIR_ENV] = temp.dir;
    const file = path.join(temp.dir, 'data', 'workbench.db');
    startFromTemplate(file);
    expect(fs.readFileSync(file)).toEqual(fs.readFileSync(templateDatabase()!));

    // A test's own database (an old or damaged file) is left as it is.
    const own = path.join(temp.dir, 'own', 'workbench.db');
    fs.mkdirSync(path.dirname(own));
    fs.writeFileSync(own, 'not a database');
    startFromTemplate(own);
    expect(fs.readFileSync(own, 'utf8')).toBe('not a database');

    const app = createTestApp();
    try {
      expect(schemaVersion(app.ctx.db)).toBe(LATEST);
      expect(app.ctx.db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(app.ctx.db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      app.close();
    }
  });

  it('leaves the migrations to the app when the run provides no template folder (a mutation run)', () => {
    delete process.env[TEMPLATE_DIR_ENV];
    const file = path.join(temp.dir, 'data', 'workbench.db');
    startFromTemplate(file);
    expect(fs.existsSync(file)).toBe(false);
    expect(templateDatabase()).toBeUndefined();
  });
});
