import type Database from 'better-sqlite3';

export type Row = Record<string, unknown>;

/** The user tables of a schema (`main` or an attached one), in name order; SQLite's own tables are left out. */
export function listTables(db: Database.Database, schema = 'main'): string[] {
  return (
    db
      .prepare(
        `SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all() as Array<{ name: string }>
  ).map((r) => r.name);
}

export function tableColumns(db: Database.Database, table: string, schema = 'main'): string[] {
  return (
    db.prepare(`SELECT name FROM pragma_table_info(?, ?) ORDER BY cid`).all(table, schema) as Array<{
      name: string;
    }>
  ).map((r) => r.name);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every row of a table, one at a time (the table may be large), in a stable order. */
export function iterateRows(db: Database.Database, table: string): IterableIterator<Row> {
  const columns = tableColumns(db, table);
  const order = columns.map((_, i) => String(i + 1)).join(', ');
  return db.prepare(`SELECT * FROM ${quote(table)} ORDER BY ${order}`).iterate() as IterableIterator<Row>;
}

export function countRows(db: Database.Database, table: string): number {
  return (db.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n;
}

/** A prepared insert of whole rows into a table, by column name (columns the row lacks get their defaults). */
export function rowInserter(db: Database.Database, table: string): (row: Row) => void {
  const columns = tableColumns(db, table);
  const statement = db.prepare(
    `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map((c) => '@' + c).join(', ')})`,
  );
  return (row) => {
    const values: Row = {};
    for (const column of columns) values[column] = row[column] ?? null;
    statement.run(values);
  };
}

/**
 * Runs `fill` with foreign keys and triggers off, in one transaction that is rolled back if anything throws
 * (including a foreign-key violation found at the end): rows are copied as they were stored, so the triggers
 * that derive rows from new attempts and reviews must not add to what the copy already holds.
 */
export function withRawWrites(db: Database.Database, fill: () => void): void {
  const triggers = db.prepare("SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger'").all() as Array<{
    name: string;
    sql: string;
  }>;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const t of triggers) db.exec(`DROP TRIGGER main.${quote(t.name)}`);
      fill();
      for (const t of triggers) db.exec(t.sql);
      const violations = db.pragma('main.foreign_key_check') as unknown[];
      if (violations.length > 0) throw new Error(`the rows break ${violations.length} foreign-key references`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

export class SchemaMismatchError extends Error {}

/**
 * Replaces every row of the live database with the rows of another Workbench database at the same schema
 * version, in one transaction: the connection, its prepared statements and the services above it stay as they
 * are, and a failure anywhere leaves every row as it was. The tables and columns must match exactly.
 */
export function replaceAllRows(db: Database.Database, sourceFile: string): void {
  db.prepare('ATTACH DATABASE ? AS restore_source').run(sourceFile);
  try {
    const tables = listTables(db);
    const sourceTables = listTables(db, 'restore_source');
    if (tables.join() !== sourceTables.join()) throw new SchemaMismatchError("the tables differ from this version's");
    for (const table of tables) {
      if (tableColumns(db, table).join() !== tableColumns(db, table, 'restore_source').join())
        throw new SchemaMismatchError(`the columns of ${table} differ from this version's`);
    }
    const sequence = "SELECT 1 FROM %s.sqlite_master WHERE name = 'sqlite_sequence'";
    const hasSequence =
      db.prepare(sequence.replace('%s', 'main')).get() !== undefined &&
      db.prepare(sequence.replace('%s', 'restore_source')).get() !== undefined;
    withRawWrites(db, () => {
      for (const table of tables) db.exec(`DELETE FROM main.${quote(table)}`);
      for (const table of tables) {
        const cols = tableColumns(db, table).map(quote).join(', ');
        db.exec(`INSERT INTO main.${quote(table)} (${cols}) SELECT ${cols} FROM restore_source.${quote(table)}`);
      }
      if (hasSequence) {
        db.exec('DELETE FROM main.sqlite_sequence');
        db.exec('INSERT INTO main.sqlite_sequence SELECT * FROM restore_source.sqlite_sequence');
      }
    });
  } finally {
    db.exec('DETACH DATABASE restore_source');
  }
}
