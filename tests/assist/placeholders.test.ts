import fc from 'fast-check';
import { findPlaceholderParagraphs, placeholderRefusal } from '../../src/main/services/assist/placeholders';
import { splitParagraphs } from '../../src/main/services/assist/paragraphs';

const kinds = (text: string) => findPlaceholderParagraphs(text).map((p) => [p.index, p.kind]);

describe('pre-call guardrail: placeholder and empty paragraphs', () => {
  test.each([
    'TODO',
    'TODO: write the intro',
    'TODO write the intro',
    'todo:',
    'FIXME - the middle part',
    'XXX',
    'TBD.',
    'TK',
    '[TODO: add an example]',
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    'Our results show [insert result here].',
    '[placeholder]',
    '[citation needed]',
    '...',
    '…',
    '<!-- write this section -->',
    '<!--\nmulti\nline\n-->',
    '(write this later)',
    '(to be written)',
    '(add an example here)',
    'Coming soon',
    '- TODO',
    '## TBD',
    '> XXX',
    '1. FIXME: fill in',
    'A real first line.\nTODO: second half',
    'Hello {{name}}',
  ])('refuses a placeholder paragraph: %j', (text) => {
    const found = findPlaceholderParagraphs(`My own opening paragraph about attention heads.\n\n${text}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ index: 1, kind: 'placeholder' });
  });

  test.each([
    'I keep a to-do list for every paper I read, and it never gets shorter.',
    'A sentence that mentions a to-do list is mine.',
    'Todo list: read the induction heads paper, then the SAE one.',
    'My TODOs pile up; XXX-large models are not the point. TBD is what the committee said.',
    'The interval [0, 1] holds the probabilities.',
    'He paused... and then wrote the proof.',
    'Add your text [here](https://example.com) is a link I wrote.',
    'Writing this later felt wrong, so I wrote it now.',
    '(I wrote this in a hurry.)',
  ])('passes the user\'s own text: %j', (text) => {
    expect(findPlaceholderParagraphs(text)).toEqual([]);
  });

  test('empty paragraphs: only markers, invisible characters, or nothing at all', () => {
    expect(kinds('Real text here.\n\n#\n\n- \n\n\u200b\u200d\n\n> ')).toEqual([
      [1, 'empty'],
      [2, 'empty'],
      [3, 'empty'],
      [4, 'empty'],
    ]);
    expect(kinds('')).toEqual([[0, 'empty']]);
    expect(kinds('   \n\n  \t ')).toEqual([[0, 'empty']]);
  });

  test('the refusal names the paragraphs and says what to do', () => {
    const msg = placeholderRefusal(findPlaceholderParagraphs('Mine.\n\nTODO: intro\n\n...'));
    expect(msg).toMatch(/^Add your own text to these paragraphs first: paragraph 2 \("TODO: intro": a to-do marker\); paragraph 3/);
    expect(msg).toContain('No request was sent');
  });

  test('property: paragraphs are the non-blank blocks, in order, with exact offsets', () => {
    const block = fc.stringMatching(/^[a-z .,TODO\n]{0,40}$/);
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), fc.array(fc.constantFrom('\n\n', '\n \n', '\n\n\n'), { maxLength: 8 }), (blocks, seps) => {
        const text = blocks.map((b, i) => b + (seps[i % Math.max(1, seps.length)] ?? '\n\n')).join('');
        const paras = splitParagraphs(text);
        for (const p of paras) {
          expect(text.slice(p.start, p.end)).toBe(p.text);
          expect(p.text.trim()).toBe(p.text);
          expect(p.text).not.toMatch(/\n[ \t]*\n/);
        }
        // Nothing but whitespace lies outside the paragraphs.
        let rest = text;
        for (const p of [...paras].reverse()) rest = rest.slice(0, p.start) + rest.slice(p.end);
        expect(rest.trim()).toBe('');
      }),
    );
  });

  test('property: a paragraph of ordinary words is never refused, and adding a TODO line always is', () => {
    const word = fc.stringMatching(/^[a-z]{1,10}$/).filter((w) => !['todo', 'fixme', 'tbd', 'tbc', 'tk', 'xxx'].includes(w));
    const sentence = fc.array(word, { minLength: 1, maxLength: 12 }).map((ws) => `${ws.join(' ')}.`);
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 6 }), (paras) => {
        const text = paras.join('\n\n');
        expect(findPlaceholderParagraphs(text)).toEqual([]);
        const withTodo = `${text}\n\nTODO: finish`;
        expect(findPlaceholderParagraphs(withTodo).map((p) => p.index)).toEqual([paras.length]);
      }),
    );
  });
});
