import path from 'node:path';
import { openDatabase } from '../../src/main/db/connection';
import { makeTempDir } from '../support/temp-dir';

/**
 * Issue 12 item 17: the promise "an acknowledged save survives a crash of the machine" rests on these
 * pragmas; a change to them must be a decision (docs/security.md "Durability"), not an accident.
 */
describe('database durability settings', () => {
  it('opens in WAL mode with synchronous=FULL (2) and foreign keys on', () => {
    const temp = makeTempDir();
    const db = openDatabase(path.join(temp.dir, 'workbench.db'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
      temp.cleanup();
    }
  });
});
