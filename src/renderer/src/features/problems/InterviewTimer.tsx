import { useEffect, useState } from 'react';
import { formatClock } from './labels';

/** Interview mode's clock: time on this problem so far, ticking every second. There is no pause. */
export function InterviewTimer({ elapsedMs }: { elapsedMs: () => number }) {
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <span className="interview-timer" role="timer" aria-label="Interview time" data-testid="interview-timer">
      <span className="timer-label">Time</span> {formatClock(elapsedMs())}
    </span>
  );
}
