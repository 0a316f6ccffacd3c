import type { NextAction } from '../../../../shared/ipc/channels/home';
import { KIND_LABEL } from './labels';
import { StartLink } from '../../components/StartLink';

/** Runner-up picks, so the user can choose differently and still see the reason for each. */
export function Alternatives({ items, trackActive }: { items: NextAction[]; trackActive: boolean }) {
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
            <li key={`${item.kind}:${item.url}`}>
              <div className="alt-head">
                <StartLink url={item.url} external={item.external} className="alt-link">
                  {item.title}
                </StartLink>
                <span className="chip">{KIND_LABEL[item.kind]}</span>
              </div>
              <p className="muted alt-why">{item.why}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
