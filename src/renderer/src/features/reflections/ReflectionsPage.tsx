import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { DueReflectionCard } from './DueReflectionCard';
import { HistoryList } from './HistoryList';
import './reflections.css';

/** The weekly reflection surface: reflections due 1, 3 and 7 days after they were written, then the rest. */
export function ReflectionsPage() {
  const due = useChannelQuery('reflections:due', { tz_offset_minutes: new Date().getTimezoneOffset() });
  const all = useChannelQuery('reflections:list', {});

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
        <QueryView query={due} loadingLabel="Loading due reflections…">
          {({ due: items }) =>
            items.length === 0 ? (
              <EmptyState title="Nothing due today">
                Reflections you write after finishing a track section come back here 1, 3 and 7 days later.
              </EmptyState>
            ) : (
              <ul className="card-list">
                {items.map((item) => (
                  <DueReflectionCard key={`${item.id}:${item.due_day}`} item={item} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>
      <section className="section" aria-labelledby="history-heading">
        <h2 id="history-heading" className="eyebrow">
          All reflections
        </h2>
        <QueryView query={all} loadingLabel="Loading reflections…">
          {({ reflections }) =>
            reflections.length === 0 ? (
              <EmptyState title="No reflections yet" action={<Link className="btn btn-primary" to="/tracks">Open a track</Link>}>
                Finish a section of a track and note its key insight in a sentence or two.
              </EmptyState>
            ) : (
              <HistoryList reflections={reflections} />
            )
          }
        </QueryView>
      </section>
    </div>
  );
}
