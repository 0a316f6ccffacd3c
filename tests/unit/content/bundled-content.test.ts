import { flattenSections } from '../../../src/shared/domain/track';
import { ContentCatalog } from '../../../src/main/content/catalog';
import { CONTENT_DIR } from '../../support/test-app';

/** The content we ship loads cleanly and its cross-references resolve. */
describe('bundled content', () => {
  const catalog = new ContentCatalog({ bundledDir: CONTENT_DIR, userTracksDir: '/nonexistent' });

  it('loads with no diagnostics', () => {
    expect(catalog.diagnostics).toEqual([]);
    expect(catalog.axes).toHaveLength(13);
    expect(catalog.getTrack('arena')).toBeDefined();
  });

  it('names only existing problems as companions, on 5 to 10 ARENA sections (SPEC "Companion problems")', () => {
    for (const track of catalog.listTracks()) {
      for (const { section } of flattenSections(track)) {
        if (section.companion_problem) expect(catalog.getProblem(section.companion_problem)?.slug).toBe(section.companion_problem);
      }
    }
    const companions = flattenSections(catalog.getTrack('arena')!).filter((s) => s.section.companion_problem);
    expect(companions.length).toBeGreaterThanOrEqual(5);
    expect(companions.length).toBeLessThanOrEqual(10);
  });
});
