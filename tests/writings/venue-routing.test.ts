import fc from 'fast-check';
import { VENUES, WRITING_TYPES, type Venue } from '../../src/shared/domain/writing';
import { allowedVenues, defaultVenue, venueRefusal } from '../../src/shared/domain/writing-rules';

describe('type-to-venue routing', () => {
  it.each([
    ['research_reflection', 'forum_research'],
    ['methods_explainer', 'newsletter'],
    ['news_response', 'newsletter'],
    ['learning_log', 'personal'],
    ['tutorial', 'personal'],
  ] as const)('%s defaults to %s', (type, venue) => {
    expect(defaultVenue(type)).toBe(venue);
    expect(venueRefusal(type, venue)).toBeNull();
  });

  it('no type has no default venue and allows every venue', () => {
    expect(defaultVenue(null)).toBeNull();
    for (const v of VENUES) expect(venueRefusal(null, v)).toBeNull();
  });

  it('learning_log and tutorial never get a forum venue, with a reason naming the way out', () => {
    for (const type of ['learning_log', 'tutorial'] as const) {
      for (const venue of ['forum_general', 'forum_research'] as const) {
        const reason = venueRefusal(type, venue);
        expect(reason).toMatch(/cannot go to forum_/);
        expect(reason).toMatch(/personal/);
      }
    }
  });

  it('a refusal happens exactly for pairs outside allowedVenues, and the default is always allowed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...WRITING_TYPES),
        fc.constantFrom<Venue | null>(null, ...VENUES),
        (type, venue) => {
          const refused = venueRefusal(type, venue) !== null;
          expect(refused).toBe(venue !== null && !allowedVenues(type).includes(venue));
          const d = defaultVenue(type);
          expect(d === null || venueRefusal(type, d) === null).toBe(true);
          const privateToForum = (type === 'learning_log' || type === 'tutorial') && !!venue?.startsWith('forum');
          expect(!privateToForum || refused).toBe(true);
        },
      ),
    );
  });
});
