import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import type { MarkdownEditorProps } from '../../src/renderer/src/features/writings/MarkdownEditor';
import { WritingEditorPage } from '../../src/renderer/src/features/writings/WritingEditorPage';
import { assistScope } from '../../src/renderer/src/features/writings/assist/AssistSidebar';
import { renderWithApp, type TestApp } from '../support/render-app';
import type { CompleteRequest } from '../../src/main/services/model';
import { unwrap } from '../support/test-app';

jest.setTimeout(30_000);

// Monaco needs a real browser (the e2e test drives it); a text area stands in, reporting its selection as Monaco
// does and taking an applied suggestion as an edit of its own text (Monaco's executeEdits; recorded here).
const mockReplaced: string[] = [];
jest.mock('../../src/renderer/src/features/writings/MarkdownEditor', () => {
  const React = jest.requireActual<typeof ReactModule>('react');
  return {
    __esModule: true,
    default: function MockEditor(props: MarkdownEditorProps) {
      const area = React.useRef<HTMLTextAreaElement>(null);
      const latest = React.useRef(props);
      latest.current = props;
      React.useEffect(() => {
        const slot = latest.current.replaceWith;
        if (!slot) return;
        slot.current = (body: string) => {
          mockReplaced.push(body);
          area.current!.value = body;
          latest.current.onChange(body);
        };
        return () => {
          slot.current = null;
        };
      }, []);
      return (
        <textarea
          ref={area}
          data-testid="md"
          aria-label={props.ariaLabel}
          defaultValue={props.initial}
          onChange={(e) => props.onChange(e.target.value)}
          onSelect={(e) => props.onSelection?.({ start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd })}
        />
      );
    },
  };
});

const ROUTES = [{ path: '/writings/:id', element: <WritingEditorPage /> }];
const SLOW = { timeout: 8_000 };
const flat = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

const P1 = 'I trained a linear probe on the residual stream of a small model.';
const P2 = 'The probe found the feature early.\nBut the feature was also in the later layers, and stronger there.';
const P3 = 'I still do not know why it got stronger.';
const BODY = `${P1}\n\n${P2}\n\n${P3}\n`;
const REWRITE = 'The probe found the feature early. It was also in the later layers, and stronger there.';
/** Two changes to P2: "But the feature" becomes "It", "later" becomes "deeper". */
const TWO_CHANGES = 'The probe found the feature early. It was also in the deeper layers, and stronger there.';
let reply = REWRITE;

/**
 * The real main side through the memory transport, except the model: the openai SDK refuses to run in a
 * browser-like environment (jsdom), so the model gateway's complete is scripted here. The guardrails, the
 * selection checks and Apply are main's own (tests/db/assist covers them through the loopback server).
 */
describe('assist sidebar on a selection (memory transport)', () => {
  let app: TestApp | undefined;
  let requests: CompleteRequest[] = [];
  afterEach(() => {
    app?.close();
    app = undefined;
    requests = [];
    reply = REWRITE;
    mockReplaced.length = 0;
  });

  /** A model set up, as a user of Assist has one (its replies are scripted below). */
  const MODEL = { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', WORKBENCH_MODEL: 'test-model' };

  async function open(env: Record<string, string | undefined> = MODEL) {
    let id = '';
    const rendered = await renderWithApp(ROUTES, {
      seed: async (a) => {
        a.ctx.services.model.complete = (_userId, request) => {
          requests.push(request);
          return Promise.resolve({ content: JSON.stringify({ text: reply }), tokensIn: 10, tokensOut: 10, model: 'test-model' });
        };
        id = unwrap(await a.router.invoke('writings:create', { title: 'Probing' })).id;
        unwrap(await a.router.invoke('writings:update', { id, body_md: BODY }));
      },
      at: () => `/writings/${id}`,
      env,
    });
    app = rendered.app;
    const editor = (await screen.findByTestId('md', {}, SLOW)) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Assist' }));
    const sidebar = await screen.findByTestId('assist-sidebar');
    return { id, editor, sidebar };
  }

  it('without a model set up, says so before any button is pressed and keeps the actions off', async () => {
    const { sidebar } = await open({});
    const notice = await within(sidebar).findByTestId('no-model-notice');
    expect(notice.textContent).toMatch(/No language model is configured\. Assist needs one/);
    expect(within(notice).getByRole('link', { name: /set up a model in Settings/ }).getAttribute('href')).toBe('/settings');
    for (const name of ['Tighter outline', 'Plain-language pass', 'Propose three titles'])
      expect((within(sidebar).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toEqual([]);
  });

  it('says what it works on, sends only the selection, and Apply replaces exactly it and says Saved at', async () => {
    const { id, editor, sidebar } = await open();
    expect(flat(within(sidebar).getByTestId('assist-scope'))).toContain('Works on: Whole piece');
    editor.setSelectionRange(BODY.indexOf(P2), BODY.indexOf(P2) + P2.length);
    fireEvent.select(editor);
    await waitFor(() => expect(flat(within(sidebar).getByTestId('assist-scope'))).toContain('Works on: Selection (2 lines)'));

    fireEvent.click(within(sidebar).getByRole('button', { name: 'Plain-language pass' }));
    const card = await screen.findByTestId('assist-suggestion', {}, SLOW);
    expect(flat(within(card).getByTestId('assist-source'))).toContain('Replaces: The probe found the feature early. But the feature');
    const sent = requests[0]!.messages[1]!.content;
    expect(sent).toContain(P2);
    expect(sent).not.toContain(P1);
    expect(sent).not.toContain(P3);

    expect(flat(screen.getByTestId('save-status'))).toContain('No changes yet');
    fireEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('save-status').dataset.state).toBe('saved'), SLOW);
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Saved at \d{1,2}:\d{2}/);
    expect(unwrap(await app!.router.invoke('writings:get', { id })).body_md).toBe(`${P1}\n\n${REWRITE}\n\n${P3}\n`);
    // The change went into the same editor as an edit of its own (undoable there), not a fresh editor.
    expect(mockReplaced).toEqual([`${P1}\n\n${REWRITE}\n\n${P3}\n`]);
    expect(screen.getByTestId('md')).toBe(editor);
    expect(editor.value).toBe(`${P1}\n\n${REWRITE}\n\n${P3}\n`);
  });

  it('shows the suggestion as changes to the selection; a refused change keeps the writer\'s words', async () => {
    reply = TWO_CHANGES;
    const { id, editor, sidebar } = await open();
    editor.setSelectionRange(BODY.indexOf(P2), BODY.indexOf(P2) + P2.length);
    fireEvent.select(editor);
    await waitFor(() => expect(flat(within(sidebar).getByTestId('assist-scope'))).toContain('Works on: Selection (2 lines)'));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Plain-language pass' }));
    const card = await screen.findByTestId('assist-suggestion', {}, SLOW);
    // No text box holding a whole rewritten text: the changes, each with its own decision.
    expect(within(card).queryByRole('textbox')).toBeNull();
    const changes = within(card).getAllByTestId('assist-change');
    expect(changes.map((c) => [c.querySelector('del')?.textContent ?? '', c.querySelector('ins')?.textContent ?? ''])).toEqual([
      ['\nBut the feature ', ' It '],
      ['later', 'deeper'],
    ]);
    const first = within(changes[0]!).getByRole('button', { name: /^Refuse change 1 of 2/ });
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    const mixed = P2.replace('later', 'deeper');
    await waitFor(() => expect(mockReplaced).toEqual([`${P1}\n\n${mixed}\n\n${P3}\n`]), SLOW);
    await waitFor(async () => expect(unwrap(await app!.router.invoke('writings:get', { id })).body_md).toBe(`${P1}\n\n${mixed}\n\n${P3}\n`), SLOW);
  });

  it('a caret or a selection of blank space means the whole piece', () => {
    expect(assistScope(null).label).toBe('Whole piece');
    expect(assistScope({ start: 4, end: 4, text: '' }).label).toBe('Whole piece');
    expect(assistScope({ start: 4, end: 7, text: '\n\n ' })).toEqual({ label: 'Whole piece', selection: null });
    expect(assistScope({ start: 0, end: 5, text: 'Hello' }).label).toBe('Selection (1 line)');
    expect(assistScope({ start: 0, end: 9, text: '\nA\nB\n' }).label).toBe('Selection (2 lines)');
  });
});
