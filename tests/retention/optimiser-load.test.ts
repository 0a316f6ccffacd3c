import { AppError } from '../../src/shared/errors';
import { optimiser } from '../../src/main/services/retention/optimiser';

// The optimiser is a native package with one build per platform; when this platform's is missing the user gets
// a clear "unavailable", not an internal error, and nothing is cached so a later reinstall works.
describe('loading the schedule optimiser', () => {
  it('answers unavailable, saying what to do, when the package cannot be loaded', () => {
    let calls = 0;
    const missing = () => {
      calls += 1;
      throw new Error("Cannot find module '@open-spaced-repetition/binding-darwin-arm64'");
    };
    expect(() => optimiser(missing)).toThrow(AppError);
    expect(() => optimiser(missing)).toThrow(
      expect.objectContaining({
        code: 'unavailable',
        message: expect.stringMatching(/not installed for this platform.*default FSRS parameters.*Reinstall/),
      }),
    );
    expect(calls).toBe(2);
  });

  it('loads the real package on this machine and keeps it', () => {
    const first = optimiser();
    expect(typeof first.computeParameters).toBe('function');
    expect(optimiser(() => {
      throw new Error('not called once loaded');
    })).toBe(first);
  });
});
