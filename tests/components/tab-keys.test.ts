import fc from 'fast-check';
import { tabKeyAction, type KeyLike } from '../../src/renderer/src/features/problems/editor/tab-keys';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('leaving the code editor with the keyboard', () => {
  it('toggles on Ctrl+M and Cmd+Shift+M only', () => {
    expect(tabKeyAction(key('m', { ctrlKey: true }), false)).toBe('toggle');
    expect(tabKeyAction(key('M', { metaKey: true, shiftKey: true }), false)).toBe('toggle');
    expect(tabKeyAction(key('m', { metaKey: true }), false)).toBe('none');
    expect(tabKeyAction(key('m'), false)).toBe('none');
    expect(tabKeyAction(key('m', { ctrlKey: true, altKey: true }), false)).toBe('none');
  });

  it('lets one Tab out after Escape, and Shift keeps the Escape armed for Shift+Tab', () => {
    expect(tabKeyAction(key('Escape'), false)).toBe('arm');
    expect(tabKeyAction(key('Tab'), true)).toBe('leave');
    expect(tabKeyAction(key('Shift', { shiftKey: true }), true)).toBe('arm');
    expect(tabKeyAction(key('Tab', { shiftKey: true }), true)).toBe('leave');
    expect(tabKeyAction(key('Tab'), false)).toBe('none');
    expect(tabKeyAction(key('Tab', { ctrlKey: true }), true)).toBe('none');
  });

  it('never lets Tab out unless the previous key was Escape, and any other key disarms', () => {
    const mods = fc.record({ ctrlKey: fc.boolean(), metaKey: fc.boolean(), shiftKey: fc.boolean(), altKey: fc.boolean() });
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), mods, fc.boolean(), (k, m, armed) => {
        const action = tabKeyAction({ key: k, ...m }, armed);
        // Implications written as booleans (no conditional expect): leave => armed Tab; arm => Escape or held Shift.
        expect(action !== 'leave' || (armed && k === 'Tab')).toBe(true);
        expect(action !== 'arm' || k === 'Escape' || (k === 'Shift' && armed)).toBe(true);
      }),
    );
  });
});
