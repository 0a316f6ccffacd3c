import type Database from 'better-sqlite3';

type Column = { name: string; type: string; notnull: number; pk: number; dflt_value: unknown };
type ForeignKey = { table: string; from: string; to: string };

/** Texts that stress a format: quotes, newlines, a front-matter fence, YAML-looking and number-looking strings. */
const AWKWARD = [
  'plain',
  'with "quotes", \'apostrophes\' and a colon: here',
  'line one\nline two\n---\nafter a fence',
  '007',
  'true',
  'ünïcödé ✓ 数学',
  '- list: item',
];

/** `col IN ('a', 'b')` choices from a table's CHECK constraints. */
function allowedValues(sql: string, column: string): Array<string | number> | undefined {
  const m = new RegExp(`\\b${column}\\s+IN\\s*\\(([^)]*)\\)`, 'i').exec(sql);
  if (!m) return undefined;
  const quoted = [...m[1]!.matchAll(/'([^']*)'/g)].map((x) => x[1]!);
  return quoted.length > 0 ? quoted : m[1]!.split(',').map((x) => Number(x.trim()));
}

function valueFor(table: string, sql: string, col: Column, row: number): unknown {
  const allowed = allowedValues(sql, col.name);
  if (allowed) return allowed[row % allowed.length];
  const type = col.type.toUpperCase();
  if (!col.notnull && !col.pk && row % 3 === 2) return null;
  if (type.includes('INT')) return row + 1;
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB')) return 0.1 + row * 1.25;
  if (/_json$/.test(col.name)) return JSON.stringify({ table, row, note: AWKWARD[row % AWKWARD.length] });
  if (/(_at|^at|_date|^due|^day_iso|started|completed)$/.test(col.name)) return `2026-10-0${row + 1}T08:30:00.000Z`;
  if (col.pk || /(^|_)id$/.test(col.name)) return `${table}-${col.name}-${row}`;
  return `${AWKWARD[row % AWKWARD.length]} (${table}.${col.name} ${row})`;
}

/**
 * Fills every table of a Workbench database with `rows` rows each, parents before children so every foreign key
 * points at a real row, with awkward text, fractions, nulls and each allowed enum value. A table it cannot fill
 * (a constraint it does not understand) throws, naming the table: the caller fixes that table's row by hand.
 */
export function fillEveryTable(db: Database.Database, rows = 3): Record<string, number> {
  const tables = (
    db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{
      name: string;
      sql: string;
    }>
  ).map((t) => ({
    ...t,
    columns: db.prepare('SELECT * FROM pragma_table_info(?)').all(t.name) as Column[],
    fks: db.prepare('SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)').all(t.name) as ForeignKey[],
  }));
  const done = new Set<string>();
  const order: typeof tables = [];
  while (order.length < tables.length) {
    const next = tables.find((t) => !done.has(t.name) && t.fks.every((f) => f.table === t.name || done.has(f.table)));
    if (!next) throw new Error('foreign keys form a cycle');
    order.push(next);
    done.add(next.name);
  }
  const counts: Record<string, number> = {};
  const picked = new Map<string, unknown[]>(); // "table.column" -> values inserted
  db.pragma('foreign_keys = ON');
  for (const t of order) {
    db.exec(`DELETE FROM "${t.name}"`);
    const cols = t.columns.map((c) => c.name);
    const insert = db.prepare(
      `INSERT INTO "${t.name}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    );
    for (let r = 0; r < rows; r++) {
      const values = t.columns.map((c) => {
        const fk = t.fks.find((f) => f.from === c.name && f.table !== t.name);
        if (fk) {
          const parents = picked.get(`${fk.table}.${fk.to}`) ?? [];
          if (parents.length === 0) throw new Error(`${t.name}.${c.name}: no ${fk.table} rows to point at`);
          return parents[r % parents.length];
        }
        return valueFor(t.name, t.sql, c, r);
      });
      try {
        insert.run(...values);
      } catch (err) {
        throw new Error(`could not fill ${t.name}: ${(err as Error).message}`);
      }
      t.columns.forEach((c, i) => {
        const key = `${t.name}.${c.name}`;
        picked.set(key, [...(picked.get(key) ?? []), values[i]]);
      });
    }
    counts[t.name] = rows;
  }
  return counts;
}
