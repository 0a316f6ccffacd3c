import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { DraftCodeEditorProps } from '../../src/renderer/src/features/drafts/DraftCodeEditor';
import { LinesField } from '../../src/renderer/src/features/drafts/LinesField';
import { ProblemFields } from '../../src/renderer/src/features/drafts/ProblemFields';
import type { GeneratedProblem } from '../../src/shared/domain/draft';

// Monaco needs a real browser; a text area stands in for the lazy editor chunk.
jest.mock('../../src/renderer/src/features/drafts/DraftCodeEditor', () => ({
  __esModule: true,
  default: (props: DraftCodeEditorProps) => <textarea aria-label={props.ariaLabel} value={props.value} onChange={(e) => props.onChange(e.target.value)} />,
}));

const unlines = (v: string) => v.split('\n').map((l) => l.trim()).filter(Boolean);

function Harness({ initial }: { initial: string[] }) {
  const [list, setList] = useState(initial);
  return (
    <>
      <LinesField label="Hints (one per line)" rows={3} value={list} parse={unlines} onChange={setList} />
      <output data-testid="list">{JSON.stringify(list)}</output>
      <button type="button" onClick={() => setList(['from outside'])}>
        Reload
      </button>
    </>
  );
}

/**
 * A list edited one item a line keeps what the learner types: the Enter that starts the next hint and a space at the
 * end of a line stay in the text (parsing them away on each keystroke made a second hint impossible to type).
 */
describe('a field edited as lines', () => {
  it('keeps a new empty line and a trailing space while the list stays parsed', () => {
    render(<Harness initial={['Use +.']} />);
    const box = screen.getByLabelText('Hints (one per line)') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Use +.\n' } });
    expect(box.value).toBe('Use +.\n');
    fireEvent.change(box, { target: { value: 'Use +.\nCheck the ' } });
    expect(box.value).toBe('Use +.\nCheck the ');
    expect(screen.getByTestId('list').textContent).toBe(JSON.stringify(['Use +.', 'Check the']));
  });

  it('shows a list changed from outside', () => {
    render(<Harness initial={['Use +.']} />);
    const box = screen.getByLabelText('Hints (one per line)') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Use +.\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(box.value).toBe('from outside');
  });
});

function ProblemHarness() {
  const [problem, setProblem] = useState<GeneratedProblem>({
    slug: 'add-two',
    title: 'Add two numbers',
    language: 'python',
    domain_tags: ['arithmetic'],
    axes: ['algorithmic'],
    difficulty: 'easy',
    hints: ['Use +.'],
    statement_md: 'Write add.',
    starter: 'def add(a, b):\n    raise NotImplementedError\n',
    tests: 'import unittest\n',
    reference: 'def add(a, b):\n    return a + b\n',
    pitfalls_md: 'None.',
  });
  return <ProblemFields value={problem} onChange={setProblem} disabled={false} />;
}

describe("a draft problem's hints", () => {
  it('take a second hint typed after Enter', () => {
    render(<ProblemHarness />);
    const box = screen.getByLabelText('Hints (one per line)') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Use +.\n' } });
    fireEvent.change(box, { target: { value: `${box.value}Mind overflow.` } });
    expect(box.value).toBe('Use +.\nMind overflow.');
  });
});
