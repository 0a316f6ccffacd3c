import { render, screen } from '@testing-library/react';
import { AxisHistoryChart } from '../../src/renderer/src/features/progress/AxisHistoryChart';
import { RedrillChart } from '../../src/renderer/src/features/progress/RedrillChart';
import type { Progress } from '../../src/shared/ipc/channels/progress';

const MONTHS = ['2026-09', '2026-10', '2026-11'];

describe('progress charts with nothing to draw', () => {
  test('the re-drill chart is left out when no re-drill was done in the window, and drawn once one was', () => {
    const none = MONTHS.map((month) => ({ month, done: 0 }));
    const { container, rerender } = render(<RedrillChart months={none} />);
    expect(container.innerHTML).toBe('');
    rerender(<RedrillChart months={none.map((m, i) => (i === 1 ? { ...m, done: 2 } : m))} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Re-drills done per month: 2 in the last 3 months');
    expect(screen.getByText('Table: re-drills by month')).toBeTruthy();
  });

  test('the axes chart is left out when no axis has evidence (the sentence says so), and shows the axes that have', () => {
    const axis = (title: string, attempts: number): Progress['axis_history'][number] => ({
      axis: 'math_foundations',
      title,
      points: MONTHS.map((month) => ({ month, estimate: 0.5, attempts })),
    });
    const { container, rerender } = render(<AxisHistoryChart history={[axis('Math foundations', 0)]} />);
    expect(container.innerHTML).toBe('');
    rerender(<AxisHistoryChart history={[axis('Math foundations', 3)]} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Math foundations: from 50% to 50% over the last 3 months',
    );
  });
});
