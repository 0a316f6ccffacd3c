import { Link } from 'react-router';
import { useChannelQuery } from '../../lib/query';

/**
 * A brand-new user's first screen: with no evidence at all, the picker has nothing to go on,
 * so home says so and offers the two good starts, a curriculum track (ARENA) and an easy first problem.
 */
export function WelcomeCard() {
  const tracks = useChannelQuery('tracks:list', {});
  const problems = useChannelQuery('problems:list', {});
  // The list comes sorted by difficulty, then title: the first easy Python problem is the gentlest start.
  const first =
    problems.data?.problems.find((p) => p.difficulty === 'easy' && p.language === 'python') ??
    problems.data?.problems.find((p) => p.difficulty === 'easy');
  const arena = tracks.data?.tracks.find((t) => t.slug === 'arena') ?? tracks.data?.tracks[0];
  return (
    <section className="card welcome" aria-labelledby="welcome-heading" data-testid="welcome">
      <h2 id="welcome-heading" className="welcome-title">
        Welcome to Workbench
      </h2>
      <p className="welcome-intro">
        Nothing here knows you yet. The picker learns from your attempts: after a few submissions, Up next follows
        your weakest axes. Two good ways to start:
      </p>
      <div className="welcome-options">
        <div className="welcome-option">
          <h3>Follow a track</h3>
          <p className="muted">
            {arena
              ? `${arena.title}: ${arena.section_count} sections in ${arena.chapter_count} chapters, one at a time, with reflections that come back.`
              : 'A curriculum, one section at a time, with reflections that come back.'}
          </p>
          <Link className="btn btn-primary" to={arena ? `/tracks/${arena.slug}` : '/tracks'} data-testid="welcome-track">
            {arena ? `Open ${arena.title}` : 'Browse tracks'}
          </Link>
        </div>
        <div className="welcome-option">
          <h3>Try an easy first problem</h3>
          <p className="muted">
            {first
              ? `"${first.title}" (${first.language === 'python' ? 'Python' : 'Rust'}, easy): five short phases, then tests that really run.`
              : 'Five short phases, then tests that really run.'}
          </p>
          <Link className="btn" to={first ? `/problem/${first.slug}` : '/problems'} data-testid="welcome-problem">
            {first ? 'Start the problem' : 'Browse problems'}
          </Link>
        </div>
      </div>
    </section>
  );
}
