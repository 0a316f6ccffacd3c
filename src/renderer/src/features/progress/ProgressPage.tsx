import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { AxisHistoryChart } from './AxisHistoryChart';
import { CalibrationChart } from './CalibrationChart';
import { OptimiseSchedule } from './OptimiseSchedule';
import { RedrillChart } from './RedrillChart';
import { TimeRatios } from './TimeRatios';
import { UpcomingRedrills } from './UpcomingRedrills';
import './progress.css';

/** Progress in one place: axes over time, calibration, re-drills and the daily streak, each read aloud. */
export function ProgressPage() {
  const progress = useChannelQuery('progress:get', { tz_offset_minutes: new Date().getTimezoneOffset() });
  return (
    <div className="progress-page">
      <PageHeader title="Progress" subtitle="What your history says: where you grew, how well you judge your own code, and what is coming back." />
      <QueryView query={progress} loadingLabel="Loading your progress…">
        {(p) => (
          <>
            <section className="progress-section" aria-labelledby="redrill-heading">
              <h2 id="redrill-heading">Re-drills</h2>
              <p className="reading" data-testid="redrill-sentence">
                {p.redrills.sentence}
              </p>
              <p className="stat-row">
                <span>
                  <strong data-testid="redrills-due">{p.redrills.due_today}</strong> due today
                </span>
                <span>
                  <strong>{p.redrills.done_total}</strong> done
                </span>
              </p>
              <UpcomingRedrills items={p.redrills.upcoming} />
              <RedrillChart months={p.redrills.done_by_month} />
              <OptimiseSchedule redrills={p.redrills} />
            </section>
            <section className="progress-section" aria-labelledby="calibration-heading">
              <h2 id="calibration-heading">Confidence calibration</h2>
              <p className="reading" data-testid="calibration-sentence">
                {p.calibration_sentence}
              </p>
              <div className="chart-row">
                {p.calibration.map((c) => (
                  <div key={c.mode}>
                    <CalibrationChart data={c} />
                    <ul className="sentences">
                      {c.sentences.map((s) => (
                        <li key={s}>{s}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
            <section className="progress-section" aria-labelledby="axes-heading">
              <h2 id="axes-heading">Axes over the year</h2>
              <p className="reading">{p.axis_sentence}</p>
              <AxisHistoryChart history={p.axis_history} />
            </section>
            <section className="progress-section" aria-labelledby="streak-heading">
              <h2 id="streak-heading">Daily drill</h2>
              <p className="reading">{p.streak.sentence}</p>
            </section>
            <section className="progress-section" aria-labelledby="time-heading">
              <h2 id="time-heading">Time calibration</h2>
              <p className="reading" data-testid="time-sentence">
                {p.time_sentence}
              </p>
              <TimeRatios ratios={p.time_ratios} />
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}
