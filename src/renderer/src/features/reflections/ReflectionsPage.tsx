import { Link } from 'react-router';
import { AsyncView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useChannel } from '../../lib/use-channel';
import { DueReflectionCard } from './DueReflectionCard';
import { HistoryList } from './HistoryList';
import './reflections.css';

/** The weekly reflection surface: reflections due 1, 3 and 7 days after they were written, then the rest. */
export function ReflectionsPage() {
  const due = useChannel('reflections:due', { tzOffsetMinutes: new Date().getTimezoneOffset() });
  const all = useChannel('reflections:list', {});
  const reload = () => {
    void due.reload();
    void all.reload();
  };

  return (
    <div>
      <PageHeader
        title="Reflections"
        subtitle="Your own words about a section come back after 1, 3 and 7 days. Do they still hold?"
      />
      <section aria-labelledby="due-heading">
        <h2 id="due-heading" className="eyebrow">
          Due now
        </h2>
        <AsyncView state={due} loadingLabel="Loading due reflections…">
          {({ due: items }) =>
            items.length === 0 ? (
              <EmptyState title="Nothing due today">
                Reflections you write after finishing a track section come back here 1, 3 and 7 days later.
              </EmptyState>
            ) : (
              <ul className="due-list">
                {items.map((item) => (
                  <DueReflectionCard key={`${item.id}:${item.due_day}`} item={item} onAnswered={reload} />
                ))}
              </ul>
            )
          }
        </AsyncView>
      </section>
      <section className="section" aria-labelledby="history-heading">
        <h2 id="history-heading" className="eyebrow">
          All reflections
        </h2>
        <AsyncView state={all} loadingLabel="Loading reflections…">
          {({ reflections }) =>
            reflections.length === 0 ? (
              <EmptyState title="No reflections yet" action={<Link className="btn btn-primary" to="/tracks">Open a track</Link>}>
                Finish a section of a track and note its key insight in a sentence or two.
              </EmptyState>
            ) : (
              <HistoryList reflections={reflections} />
            )
          }
        </AsyncView>
      </section>
    </div>
  );
}
