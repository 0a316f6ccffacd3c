import { useEffect, useState } from 'react';
import type { Phase } from '@shared/domain/problem';
import type { WorkState } from '@shared/ipc/channels/problems';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Markdown } from '../../components/Markdown';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { useChannelMutation } from '../../lib/query';
import { ConfirmDialog } from './ConfirmDialog';

type Reveal = { what: 'reference' | 'pitfalls' | 'hint'; index?: number };
const keyOf = ({ what, index }: Reveal): string => (what === 'hint' ? `hint-${index}` : what);

/**
 * Reference solution, pitfalls and hints (practice mode only). Opening any of them goes through main, which
 * logs it: lookups and hint use are stored with the attempt and read by the scheduler.
 */
export function AidsPanel({
  slug,
  phase,
  hintCount,
  work,
  onLogged,
}: {
  slug: string;
  phase: Phase;
  hintCount: number;
  work: WorkState;
  onLogged: (work: WorkState) => void;
}) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [askReference, setAskReference] = useState(false);
  // Opening an aid is logged by main, so it is a mutation; its pending input says which button spins.
  const revealing = useChannelMutation('problems:reveal');
  const busy = revealing.isPending && revealing.variables ? keyOf(revealing.variables) : undefined;
  const error = revealing.error?.message;

  async function reveal({ what, index }: Reveal): Promise<string | undefined> {
    const key = keyOf({ what, index });
    try {
      const result = await revealing.mutateAsync({ slug, mode: 'practice', what, index, phase });
      setTexts((t) => ({ ...t, [key]: result.text }));
      onLogged(result.work);
      return result.text;
    } catch {
      return undefined; // shown from revealing.error
    }
  }

  // Hints opened before a reload are shown again (re-reading an opened hint is not counted again).
  const revealed = work.hints_revealed;
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (let i = 0; i < revealed; i++) {
        try {
          const r = await api.call('problems:reveal', { slug, mode: 'practice', what: 'hint', index: i });
          if (!cancelled) setTexts((t) => ({ ...t, [`hint-${i}`]: r.text }));
        } catch {
          // The hint stays listed without text; opening it again shows the error.
        }
      }
    })();
    return () => {
      cancelled = true;
    };
    // Only on load: later hints arrive through reveal().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  async function show(what: 'reference' | 'pitfalls') {
    if (texts[what] !== undefined || (await reveal({ what })) !== undefined) setOpen((o) => ({ ...o, [what]: true }));
  }

  function toggle(what: 'reference' | 'pitfalls') {
    if (open[what]) return setOpen((o) => ({ ...o, [what]: false }));
    // The reference spoils the problem and is logged: one stray click must not open it. Once
    // looked up in this session, reopening costs nothing more, so it opens at once.
    if (what === 'reference' && !work.looked_up_reference && texts.reference === undefined) {
      return setAskReference(true);
    }
    void show(what);
  }

  const looked = { reference: work.looked_up_reference, pitfalls: work.looked_up_pitfalls };
  const labels = { reference: 'Reference solution', pitfalls: 'Pitfalls' };

  return (
    <div className="aids" data-testid="aids">
      <div className="aids-head">
        <h3>Aids</h3>
        <span className="hint">Opening the reference or the pitfalls is logged as a lookup; hints used are counted.</span>
      </div>
      {error ? <ErrorBanner message={error} onDismiss={revealing.reset} /> : null}
      {(['reference', 'pitfalls'] as const).map((what) => (
        <div className="disclosure" key={what}>
          <button
            type="button"
            className="disclosure-button"
            aria-expanded={Boolean(open[what])}
            aria-controls={`aid-${what}`}
            onClick={() => toggle(what)}
            data-testid={`disclose-${what}`}
          >
            <span aria-hidden="true" className="disclosure-caret">
              {open[what] ? '▾' : '▸'}
            </span>
            {labels[what]}
            {busy === what ? <Spinner label={`Opening ${labels[what]}`} /> : null}
            {looked[what] ? (
              <span className="chip chip-warn" data-testid={`looked-${what}`}>
                looked up
              </span>
            ) : null}
          </button>
          {open[what] ? (
            <div id={`aid-${what}`} className="disclosure-body">
              {what === 'reference' ? (
                <pre className="reference-code">
                  <code>{texts.reference}</code>
                </pre>
              ) : (
                <Markdown source={texts.pitfalls ?? ''} />
              )}
            </div>
          ) : null}
        </div>
      ))}
      <div className="hints" data-testid="hints">
        <div className="row">
          <strong>Hints</strong>
          <span className="muted" data-testid="hints-used">
            {revealed} of {hintCount} used
          </span>
          {revealed < hintCount ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void reveal({ what: 'hint', index: revealed })}
              disabled={busy !== undefined}
              data-testid="show-hint"
            >
              Show hint {revealed + 1}
            </button>
          ) : null}
          {busy?.startsWith('hint') ? <Spinner label="Opening the hint" /> : null}
        </div>
        {revealed > 0 ? (
          <ol className="hint-list">
            {Array.from({ length: revealed }, (_, i) => (
              <li key={i}>{texts[`hint-${i}`] ?? <Spinner label="Loading the hint" />}</li>
            ))}
          </ol>
        ) : null}
      </div>
      <ConfirmDialog
        open={askReference}
        testId="reference-dialog"
        title="Open the reference solution?"
        confirmLabel="Show the reference"
        onConfirm={() => {
          setAskReference(false);
          void show('reference');
        }}
        onCancel={() => setAskReference(false)}
      >
        <p>
          This is logged as a lookup and lowers how much this attempt counts. If you are stuck, a hint or the pitfalls
          may be enough.
        </p>
      </ConfirmDialog>
    </div>
  );
}
