import { useState } from 'react';
import type { NextAction } from '@shared/ipc/channels/home';
import { KIND_LABEL } from './labels';
import { StartLink } from '../../components/StartLink';

/** Runner-up picks, so the user can choose differently and still see the reason for each. */
export function Alternatives({
  items,
  trackActive,
  all,
}: {
  items: NextAction[];
  trackActive: boolean;
  all?: NextAction[];
}) {
  return (
    <section className="card" aria-labelledby="alternatives-heading">
      <h2 id="alternatives-heading" className="eyebrow">
        {trackActive ? 'Outside your track' : 'Also good today'}
      </h2>
      {items.length === 0 ? (
        <p className="muted">No other candidates yet. Problems, tracks and writing pieces all feed this list.</p>
      ) : (
        <ul className="list alternatives">
          {items.map((item) => (
            <CandidateItem key={`${item.kind}:${item.url}`} item={item} />
          ))}
        </ul>
      )}
      {all && all.length > 0 ? <AllCandidates items={all} /> : null}
    </section>
  );
}

/**
 * Everything the picker weighed, best first (a promoted problem must be findable among them even when
 * it is not a top pick, e.g. right after it was solved). Collapsed: the short list above stays the suggestion.
 * The list is rendered once the learner opens it: with the shipped content it is about 300 elements, more than
 * half of home's, which React built, styled and kept hidden on every start (home's first render is on the
 * path to its first paint).
 */
function AllCandidates({ items }: { items: NextAction[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="all-candidates"
      data-testid="all-candidates"
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary>All candidates the picker weighed ({items.length})</summary>
      {opened ? <CandidateList items={items} /> : null}
    </details>
  );
}

function CandidateList({ items }: { items: NextAction[] }) {
  return (
    <ol className="list all-candidates-list">
      {items.map((item, i) => (
        // Several sections of a track can share one URL, so the position is part of the key.
        <CandidateItem key={`${i}:${item.kind}:${item.url}`} item={item} />
      ))}
    </ol>
  );
}

/** One candidate: its link, its kind and why the picker weighed it (the short list and the full one alike). */
function CandidateItem({ item }: { item: NextAction }) {
  return (
    <li>
      <div className="alt-head">
        <StartLink url={item.url} external={item.external} className="alt-link">
          {item.title}
        </StartLink>
        <span className="chip">{KIND_LABEL[item.kind]}</span>
      </div>
      <p className="muted alt-why">{item.why}</p>
    </li>
  );
}
