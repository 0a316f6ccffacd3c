import { createTestApp } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';

/** A mistyped or removed track slug: not found with a message that says where to look, never internal. */
describe('tracks with an unknown slug', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeAll(() => (app = createTestApp()));
  afterAll(() => app.close());

  it('tracks:get answers not_found naming the slug and where to find the loaded tracks', async () => {
    const error = expectFailure(await app.router.invoke('tracks:get', { slug: 'no-such-track' }));
    expect(error).toEqual({
      code: 'not_found',
      message: 'There is no track "no-such-track". Open Tracks to see the ones that are loaded.',
    });
  });

  it.each([['tracks:activate', { slug: 'no-such-track' }], ['tracks:complete-section', { slug: 'no-such-track', idx: 0 }]] as const)(
    '%s refuses it the same way and activates nothing',
    async (channel, input) => {
      const error = expectFailure(await app.router.call(channel, input));
      expect(error.code).toBe('not_found');
      expect(error.message).toContain('There is no track "no-such-track"');
      expect(app.ctx.repos.userSettings.activeTrackSlug(app.ctx.services.profiles.currentId())).toBeNull();
    },
  );

  it('a slug that cannot be a slug is invalid input, not an unknown track', async () => {
    const error = expectFailure(await app.router.call('tracks:get', { slug: '../../etc/passwd' }));
    expect(error.code).toBe('invalid_input');
  });
});
