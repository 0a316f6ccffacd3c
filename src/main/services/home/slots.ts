import type { Slot } from '@shared/domain/home';

export type SlotCounts = { attempts: number; sections: number; writings: number; reflections: number };

const times = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * The daily-slot strip: four small habits, each done once something real happened today (local day).
 * drill = a problem submitted; read = a track section completed; write = a piece edited; reflect = a
 * reflection written or revisited.
 */
export function buildSlots(c: SlotCounts, dueReflections: number): Slot[] {
  return [
    {
      key: 'drill',
      label: 'Drill',
      done: c.attempts > 0,
      detail: c.attempts > 0 ? `${times(c.attempts, 'submission', 'submissions')} today` : 'Submit one problem',
      url: '/problems',
    },
    {
      key: 'read',
      label: 'Read',
      done: c.sections > 0,
      detail: c.sections > 0 ? `${times(c.sections, 'section', 'sections')} done today` : 'Finish one track section',
      url: '/tracks',
    },
    {
      key: 'write',
      label: 'Write',
      done: c.writings > 0,
      detail: c.writings > 0 ? `${times(c.writings, 'piece', 'pieces')} worked on today` : 'Move a piece forward',
      url: '/writings',
    },
    {
      key: 'reflect',
      label: 'Reflect',
      done: c.reflections > 0,
      detail:
        c.reflections > 0
          ? 'Reflected today'
          : dueReflections > 0
            ? `${times(dueReflections, 'reflection', 'reflections')} due`
            : 'Note a key insight',
      url: '/reflections',
    },
  ];
}
