import { useEffect, useState } from 'react';
import { formatClock } from './labels';

/**
 * Interview mode's clock, computed from the start and stop times main stored: opening the
 * interview starts it, the first submit stops it, and a reload shows the same time because nothing is counted
 * on the page. There is no pause. Ticks every second only while running.
 */
export function InterviewTimer({ startedAt, endedAt }: { startedAt: string; endedAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endedAt) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [endedAt]);
  const start = Date.parse(startedAt);
  const end = endedAt ? Date.parse(endedAt) : now;
  const elapsed = Math.max(0, end - start);
  return (
    <span
      className={`interview-timer ${endedAt ? 'is-stopped' : ''}`}
      role="timer"
      aria-label={endedAt ? 'Interview time (stopped at submit)' : 'Interview time'}
      data-testid="interview-timer"
      data-stopped={endedAt ? 'true' : 'false'}
      data-elapsed-ms={elapsed}
    >
      <span className="timer-label">{endedAt ? 'Time (stopped)' : 'Time'}</span> {formatClock(elapsed)}
    </span>
  );
}
