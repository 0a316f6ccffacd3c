import { fireEvent, render, screen } from '@testing-library/react';
import { ConfidencePicker } from '../../src/renderer/src/features/problems/ConfidencePicker';

describe('ConfidencePicker', () => {
  test("offers 1 to 5, each with its own words, following the spec's meanings", () => {
    render(<ConfidencePicker value={null} onChange={() => {}} />);
    const meanings = screen
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.querySelector('.confidence-meaning')!.textContent);
    expect(meanings).toHaveLength(5);
    expect(new Set(meanings).size).toBe(5);
    // The scale: 2 or below is guessing; 3 is would write a test first; 4 is ship-ready.
    expect(meanings[0]).toMatch(/guess/i);
    expect(meanings[1]).toMatch(/guess/i);
    expect(meanings[2]).toBe('Would write a test first');
    expect(meanings[3]).toBe('Ship-ready');
  });

  test('choosing an option reports its number', () => {
    const chosen: number[] = [];
    render(<ConfidencePicker value={null} onChange={(n) => chosen.push(n)} />);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    expect(chosen).toEqual([2]);
  });
});
