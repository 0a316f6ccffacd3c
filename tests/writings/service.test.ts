import {
  createWritingsService,
  normalizePublication,
  type WritingsStore,
  type PreferenceStore,
} from '../../src/main/services/writings/service';
import type { AppError } from '../../src/shared/errors';
import type { Stage } from '../../src/shared/domain/writing';

/** The writings service's rules over in-memory stores: exact refusals, what reaches storage, and the settings. */
const NOW = new Date('2026-11-26T09:00:00.000Z');
const NOT_FOUND = 'That piece does not exist (it may have been deleted).';

type Row = ReturnType<WritingsStore['get']> & object;

function setup() {
  const rows = new Map<string, Row>();
  const calls: unknown[][] = [];
  const prefs = new Map<string, unknown>();
  const row = (over: Partial<Row>): Row =>
    ({
      id: 'w1',
      title: 't',
      type: null,
      venue: null,
      stage: 'idea',
      bodyMd: '',
      wordCount: 0,
      epistemicStatus: null,
      tags: [],
      publishedAt: null,
      publishedUrl: null,
      sourceRef: null,
      createdAt: 'c',
      updatedAt: 'u',
      ...over,
    }) as unknown as Row;
  const store: WritingsStore = {
    list: (userId) => {
      calls.push(['list', userId]);
      return [...rows.values()].map((r) => ({ ...r })) as never;
    },
    get: (userId, id) => rows.get(`${userId}/${id}`),
    meta: (userId, id) => {
      const r = rows.get(`${userId}/${id}`);
      return r ? ({ type: r.type, venue: r.venue, publishedAt: r.publishedAt } as never) : undefined;
    },
    create: (userId, input, now) => {
      calls.push(['create', userId, input, now.toISOString()]);
      const r = row({ ...input, id: 'new' } as never);
      rows.set(`${userId}/new`, r);
      return r;
    },
    update: (userId, id, patch, now) => {
      calls.push(['update', userId, id, patch, now.toISOString()]);
      return rows.has(`${userId}/${id}`)
        ? { updated_at: now.toISOString(), word_count: patch.wordCount ?? 0 }
        : undefined;
    },
    setStage: (userId, id, from, to, now) => {
      calls.push(['setStage', userId, id, from, to, now.toISOString()]);
      const r = rows.get(`${userId}/${id}`)!;
      rows.set(`${userId}/${id}`, { ...r, stage: to } as Row);
      return true;
    },
    stageHistory: () => [
      { from_state: null, to_state: 'idea', changed_at: 'x' },
      { from_state: 'idea', to_state: 'draft', changed_at: 'y' },
    ],
    delete: (userId, id) => rows.delete(`${userId}/${id}`),
    setPendingWordCount: (userId, id, wordCount) => {
      calls.push(['setPendingWordCount', userId, id, wordCount]);
      return rows.has(`${userId}/${id}`);
    },
  };
  const userSettings: PreferenceStore = {
    getPreference: <T>(userId: string, key: string) => prefs.get(`${userId}/${key}`) as T | undefined,
    setPreference: (userId, key, value) => {
      prefs.set(`${userId}/${key}`, value);
    },
  };
  const service = createWritingsService({ writings: store, userSettings, clock: { now: () => NOW } });
  return { service, rows, calls, prefs, row };
}

const caught = (f: () => unknown): AppError => {
  try {
    f();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a refusal');
};

describe('normalizePublication', () => {
  test.each([
    ['Name', 'name'],
    ['  name.substack.com ', 'name'],
    ['https://name.substack.com/', 'name'],
    ['http://my-pub.substack.com/p/post', 'my-pub'],
    ['', null],
    ['https://', null],
  ])('%j -> %j', (input, want) => expect(normalizePublication(input)).toBe(want));

  test('anything else is refused with how to write it', () => {
    const e = caught(() => normalizePublication('not a name!'));
    expect([e.code, e.message]).toEqual([
      'invalid_input',
      'substack_publication: use the name in your Substack address: for https://name.substack.com enter "name" (letters, digits and hyphens).',
    ]);
    // Only a leading scheme and a trailing ".substack.com" are taken off.
    expect(() => normalizePublication('abchttps://x')).toThrow('substack_publication');
    expect(() => normalizePublication('name.substack.community')).toThrow('substack_publication');
  });
});

describe('the service', () => {
  test("create: the type's default venue, stage idea, no source; a refused venue never reaches storage", () => {
    const { service, calls } = setup();
    service.create('u', { title: 'T', type: 'learning_log' });
    service.create('u', {
      title: 'T2',
      type: 'tutorial',
      venue: null,
      sourceRef: { kind: 'k', id: 'i', title: 't', url: '/' } as never,
    });
    service.create('u', { title: 'T3' });
    expect(calls).toEqual([
      [
        'create',
        'u',
        { title: 'T', type: 'learning_log', venue: 'personal', stage: 'idea', sourceRef: null },
        NOW.toISOString(),
      ],
      [
        'create',
        'u',
        {
          title: 'T2',
          type: 'tutorial',
          venue: null,
          stage: 'idea',
          sourceRef: { kind: 'k', id: 'i', title: 't', url: '/' },
        },
        NOW.toISOString(),
      ],
      ['create', 'u', { title: 'T3', type: null, venue: null, stage: 'idea', sourceRef: null }, NOW.toISOString()],
    ]);
    const e = caught(() => service.create('u', { title: 'x', type: 'tutorial', venue: 'newsletter' }));
    expect(e.code).toBe('invalid_input');
    expect(e.message).toContain('A tutorial stays private');
    expect(calls).toHaveLength(3);
  });

  test('update: the stored type and venue are checked with the patch; words counted only when the body changes', () => {
    const { service, rows, calls, row } = setup();
    rows.set('u/w1', row({ type: 'tutorial', venue: 'personal' }));
    expect(service.update('u', { id: 'w1', body_md: 'two words' })).toEqual({
      updated_at: NOW.toISOString(),
      word_count: 2,
    });
    service.update('u', { id: 'w1', title: 'New', tags: ['a'] });
    expect(calls).toEqual([
      [
        'update',
        'u',
        'w1',
        {
          title: undefined,
          bodyMd: 'two words',
          wordCount: 2,
          type: undefined,
          venue: undefined,
          epistemicStatus: undefined,
          tags: undefined,
          publishedUrl: undefined,
        },
        NOW.toISOString(),
      ],
      [
        'update',
        'u',
        'w1',
        {
          title: 'New',
          bodyMd: undefined,
          wordCount: undefined,
          type: undefined,
          venue: undefined,
          epistemicStatus: undefined,
          tags: ['a'],
          publishedUrl: undefined,
        },
        NOW.toISOString(),
      ],
    ]);
    // The stored type refuses a forum venue; a new type in the same patch is what counts.
    expect(caught(() => service.update('u', { id: 'w1', venue: 'forum_general' })).code).toBe('invalid_input');
    expect(() => service.update('u', { id: 'w1', venue: 'forum_general', type: 'news_response' })).not.toThrow();
    rows.set('u/w2', row({ id: 'w2', type: null, venue: 'newsletter' }));
    expect(caught(() => service.update('u', { id: 'w2', type: 'learning_log' })).code).toBe('invalid_input');
  });

  test('update: published_url only once published; a missing piece is not found', () => {
    const { service, rows, row } = setup();
    rows.set('u/w1', row({}));
    const e = caught(() => service.update('u', { id: 'w1', published_url: 'https://x' }));
    expect([e.code, e.message]).toEqual([
      'conflict',
      'published_url can be set once the piece is published. Move it to "published" first.',
    ]);
    expect(() => service.update('u', { id: 'w1', published_url: null })).not.toThrow();
    rows.set('u/w1', row({ publishedAt: '2026-11-01' }));
    expect(() => service.update('u', { id: 'w1', published_url: 'https://x' })).not.toThrow();
    const missing = caught(() => service.update('u', { id: 'nope', title: 'x' }));
    expect([missing.code, missing.message]).toEqual(['not_found', NOT_FOUND]);
    // The piece was deleted between the rule check and the write: the store answers nothing.
    const gone = setup();
    gone.rows.set('u/w1', gone.row({}));
    const has = gone.rows.has.bind(gone.rows);
    gone.rows.has = (key: string) => key !== 'u/w1' && has(key);
    expect(caught(() => gone.service.update('u', { id: 'w1', title: 'x' })).message).toBe(NOT_FOUND);
  });

  test('setStage: the same stage is a no-op, a refused move is a conflict with the reason, an allowed one is written', () => {
    const { service, rows, calls, row } = setup();
    rows.set('u/w1', row({ stage: 'idea' }));
    expect(service.setStage('u', 'w1', 'idea')).toMatchObject({ stage: 'idea' });
    const e = caught(() => service.setStage('u', 'w1', 'published'));
    expect([e.code, e.message]).toEqual([
      'conflict',
      'A piece in "idea" cannot move to "published". Only a piece in "ready" can be published. Allowed from here: outline, draft, ready, archived.',
    ]);
    expect(service.setStage('u', 'w1', 'draft' as Stage)).toMatchObject({ stage: 'draft' });
    expect(calls).toEqual([['setStage', 'u', 'w1', 'idea', 'draft', NOW.toISOString()]]);
    expect(caught(() => service.setStage('u', 'nope', 'draft')).message).toBe(NOT_FOUND);
  });

  test('history, get and delete: not found for a missing piece; history maps the rows', () => {
    const { service, rows, row } = setup();
    rows.set('u/w1', row({}));
    expect(service.history('u', 'w1')).toEqual([
      { from: null, to: 'idea', at: 'x' },
      { from: 'idea', to: 'draft', at: 'y' },
    ]);
    for (const f of [
      () => service.history('u', 'nope'),
      () => service.get('u', 'nope'),
      () => service.delete('u', 'nope'),
    ]) {
      const e = caught(f);
      expect([e.code, e.message]).toEqual(['not_found', NOT_FOUND]);
    }
    service.delete('u', 'w1');
    expect(rows.has('u/w1')).toBe(false);
  });

  test('list: board order, with updated_at from the stored updatedAt', () => {
    const { service, rows, row } = setup();
    rows.set('u/b', row({ id: 'b', stage: 'draft', updatedAt: '2026-11-02' }));
    rows.set('u/a', row({ id: 'a', stage: 'draft', updatedAt: '2026-11-01' }));
    rows.set('u/c', row({ id: 'c', stage: 'idea', updatedAt: '2026-11-01' }));
    const listed = service.list('u');
    expect(listed.map((w) => [w.id, w.updated_at])).toEqual([
      ['c', '2026-11-01'],
      ['b', '2026-11-02'],
      ['a', '2026-11-01'],
    ]);
  });

  test('settings: stored under "writings", a stored value that is not a valid name reads as none', () => {
    const { service, prefs } = setup();
    expect(service.settings('u')).toEqual({ substack_publication: null });
    expect(service.setSettings('u', { substack_publication: 'https://My-Pub.substack.com' })).toEqual({
      substack_publication: 'my-pub',
    });
    expect(prefs.get('u/writings')).toEqual({ substack_publication: 'my-pub' });
    expect(service.setSettings('u', { substack_publication: null })).toEqual({ substack_publication: null });
    prefs.set('u/writings', { substack_publication: 'Bad Name' });
    expect(service.settings('u')).toEqual({ substack_publication: null });
    prefs.set('u/writings', { substack_publication: 42 });
    expect(service.settings('u')).toEqual({ substack_publication: null });
  });

  test("export: the piece's fields and the profile's publication reach the exporter", async () => {
    const { service, rows, prefs, row } = setup();
    rows.set(
      'u/w1',
      row({ title: 'Hello', bodyMd: 'Some text.', stage: 'published', publishedAt: '2026-11-01T00:00:00.000Z' }),
    );
    prefs.set('u/writings', { substack_publication: 'mypub' });
    try {
      const out = await service.export('u', 'w1', 'newsletter');
      expect(JSON.stringify(out)).toContain('mypub');
      expect(JSON.stringify(out)).toContain('Hello');
    } finally {
      service.close();
    }
  }, 60_000); // the first export starts the job thread (bundled with esbuild once per process)
});
