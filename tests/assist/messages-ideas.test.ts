import { flagMessage, type Flag } from '../../src/main/services/assist/novelty';
import { placeholderRefusal, type PlaceholderParagraph } from '../../src/main/services/assist/placeholders';
import { createIdeasService, quote } from '../../src/main/services/assist/ideas';
import { AppError } from '../../src/shared/errors';

const TAIL =
  'It is marked and cannot be applied as is: remove it in the suggestion, or add the source or claim to your own text yourself first.';

const flag = (kind: Flag['kind'], text: string): Flag => ({ kind, text, start: 0, end: text.length });

describe('flagMessage', () => {
  test('names each kind with its text, word for word', () => {
    const flags = [
      flag('url', 'x.com'),
      flag('citation', '[3]'),
      flag('number', '42'),
      flag('quotation', 'a b'),
      flag('name', 'Ada'),
      flag('claim', 'It works.'),
    ];
    expect(flagMessage(flags)).toBe(
      'The suggestion adds material that is not in your text: a link ("x.com"), a citation ("[3]"), a number ("42"), ' +
        `a quotation ("a b"), a name ("Ada"), a claim ("It works."). ${TAIL}`,
    );
  });

  test('at most six are named, the rest counted; texts over 50 characters are cut to 47 and "..."', () => {
    const fifty = 'x'.repeat(50);
    const long = 'y'.repeat(51);
    expect(flagMessage([flag('claim', fifty)])).toBe(
      `The suggestion adds material that is not in your text: a claim ("${fifty}"). ${TAIL}`,
    );
    expect(flagMessage([flag('claim', long)])).toBe(
      `The suggestion adds material that is not in your text: a claim ("${'y'.repeat(47)}..."). ${TAIL}`,
    );
    const seven = Array.from({ length: 7 }, (_, i) => flag('number', String(i)));
    expect(flagMessage(seven)).toBe(
      'The suggestion adds material that is not in your text: a number ("0"), a number ("1"), a number ("2"), a number ("3"), ' +
        `a number ("4"), a number ("5") and 1 more. ${TAIL}`,
    );
    expect(flagMessage(seven.slice(0, 6))).not.toContain('more');
  });
});

const para = (
  index: number,
  text: string,
  kind: PlaceholderParagraph['kind'],
  marker: string,
): PlaceholderParagraph => ({
  index,
  start: 0,
  end: text.length,
  text,
  kind,
  marker,
});
const REFUSAL_TAIL =
  'The assistant only tightens and rephrases what you wrote; it does not fill in placeholders. No request was sent.';

describe('placeholderRefusal', () => {
  test('an empty text, an empty paragraph and a placeholder, word for word', () => {
    expect(placeholderRefusal([para(0, '', 'empty', 'nothing written')])).toBe(
      `Add your own text to these paragraphs first: the text is empty. ${REFUSAL_TAIL}`,
    );
    expect(
      placeholderRefusal([
        para(1, '#', 'empty', 'no words, only Markdown markers'),
        para(2, 'TODO:\n  intro', 'placeholder', 'a to-do marker'),
      ]),
    ).toBe(
      `Add your own text to these paragraphs first: paragraph 2 ("#": empty); paragraph 3 ("TODO: intro": a to-do marker). ${REFUSAL_TAIL}`,
    );
    // A placeholder with no text (not "empty") is still named as a paragraph.
    expect(placeholderRefusal([para(0, '', 'placeholder', 'an ellipsis')])).toBe(
      `Add your own text to these paragraphs first: paragraph 1 ("": an ellipsis). ${REFUSAL_TAIL}`,
    );
  });

  test('previews over 60 characters are cut to 57 and "..."; at most eight paragraphs are named', () => {
    const sixty = 'a'.repeat(60);
    const long = `${'b'.repeat(60)}c`;
    expect(placeholderRefusal([para(0, sixty, 'placeholder', 'm')])).toContain(`("${sixty}": m)`);
    expect(placeholderRefusal([para(0, long, 'placeholder', 'm')])).toContain(`("${'b'.repeat(57)}...": m)`);
    const nine = Array.from({ length: 9 }, (_, i) => para(i, `p${i}`, 'placeholder', 'm'));
    const msg = placeholderRefusal(nine);
    expect(msg).toContain('paragraph 8 ("p7": m) and 1 more. ');
    expect(msg).not.toContain('p8');
    expect(placeholderRefusal(nine.slice(0, 8))).toContain('paragraph 8 ("p7": m). ');
  });
});

describe('writing ideas', () => {
  test('quote: every line prefixed, blank lines a bare ">", the text trimmed first', () => {
    expect(quote('  first line\n\n   \nsecond  \nthird\n\n')).toBe('> first line\n>\n>\n> second  \n> third');
    expect(quote('one')).toBe('> one');
  });

  type Call = [string, ...unknown[]];
  function fakeWritings() {
    const calls: Call[] = [];
    return {
      calls,
      service: {
        create: (userId: string, input: unknown) => {
          calls.push(['create', userId, input]);
          return { id: 'w1' };
        },
        update: (userId: string, input: unknown) => {
          calls.push(['update', userId, input]);
          return { updated_at: 'x', word_count: 1 };
        },
        get: (userId: string, id: string) => {
          calls.push(['get', userId, id]);
          return { id, got: true };
        },
      },
    };
  }
  const reflection = (sectionTitle: string) => ({
    id: 'r1',
    trackSlug: 'attention',
    sectionIdx: 3,
    sectionTitle,
    text: 'I was wrong.\nTwice.',
    createdAt: '',
    updatedAt: '',
  });

  function service(over: Partial<Parameters<typeof createIdeasService>[0]>, w = fakeWritings()) {
    return {
      w,
      ideas: createIdeasService({
        reflection: () => undefined,
        attempt: () => undefined,
        problemTitle: () => undefined,
        writings: w.service as never,
        ...over,
      }),
    };
  }

  test('from a reflection: the title, the quoted body, the source, and the piece read back', () => {
    const seen: string[] = [];
    const { w, ideas } = service({
      reflection: (u, id) => {
        seen.push(`${u}/${id}`);
        return reflection('Heads');
      },
    });
    expect(ideas.fromReflection('u1', 'r1')).toEqual({ id: 'w1', got: true });
    expect(seen).toEqual(['u1/r1']);
    expect(w.calls).toEqual([
      [
        'create',
        'u1',
        {
          title: 'Reflection: Heads',
          type: 'learning_log',
          sourceRef: { kind: 'reflection', id: 'r1', title: 'Heads', url: '/tracks/attention#section-3' },
        },
      ],
      ['update', 'u1', { id: 'w1', body_md: '> I was wrong.\n> Twice.\n' }],
      ['get', 'u1', 'w1'],
    ]);
  });

  test('titles longer than 200 characters are cut to 199 and an ellipsis', () => {
    const title = (sectionTitle: string) => {
      const { w, ideas } = service({ reflection: () => reflection(sectionTitle) });
      ideas.fromReflection('u1', 'r1');
      return (w.calls[0]![2] as { title: string }).title;
    };
    const exactly200 = 'x'.repeat(200 - 'Reflection: '.length);
    expect(title(exactly200)).toBe(`Reflection: ${exactly200}`);
    const t = title(`${exactly200}yz`);
    expect(t).toBe(`Reflection: ${exactly200.slice(0, -1)}…`);
    expect(t).toHaveLength(200);
  });

  test('from an attempt: notes quoted, the problem title (or the slug) named, empty notes give an empty body', () => {
    const attempt = (notes: string) => () => ({ id: 'a1', problemSlug: 'stable-softmax', notes }) as never;
    let r = service({
      attempt: attempt('Max first.'),
      problemTitle: (slug) => (slug === 'stable-softmax' ? 'Stable softmax' : undefined),
    });
    r.ideas.fromAttempt('u1', 'a1');
    expect(r.w.calls).toEqual([
      [
        'create',
        'u1',
        {
          title: 'Notes on Stable softmax',
          type: 'learning_log',
          sourceRef: { kind: 'attempt', id: 'a1', title: 'Stable softmax', url: '/problem/stable-softmax' },
        },
      ],
      ['update', 'u1', { id: 'w1', body_md: '> Max first.\n' }],
      ['get', 'u1', 'w1'],
    ]);
    r = service({ attempt: attempt('  \n ') });
    r.ideas.fromAttempt('u1', 'a1');
    expect(r.w.calls.map((c) => c[0])).toEqual(['create', 'get']);
    expect(r.w.calls[0]![2]).toMatchObject({
      title: 'Notes on stable-softmax',
      sourceRef: { title: 'stable-softmax' },
    });
  });

  test('a missing reflection or attempt is not found, with the exact message, and nothing is created', () => {
    const { w, ideas } = service({});
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const a = err(() => ideas.fromReflection('u1', 'nope')) as AppError;
    expect(a).toBeInstanceOf(AppError);
    expect([a.code, a.message]).toEqual([
      'not_found',
      'That reflection does not exist (it may belong to another profile).',
    ]);
    const b = err(() => ideas.fromAttempt('u1', 'nope')) as AppError;
    expect([b.code, b.message]).toEqual([
      'not_found',
      'That attempt does not exist (it may belong to another profile).',
    ]);
    expect(w.calls).toEqual([]);
  });
});
