import { flattenSections } from '../../src/shared/domain/track';
import { ContentCatalog } from '../../src/main/content/catalog';
import { CONTENT_DIR } from '../support/test-app';

/** The content we ship loads cleanly and its cross-references resolve. */
describe('bundled content', () => {
  const catalog = new ContentCatalog({ bundledDir: CONTENT_DIR, userTracksDir: '/nonexistent' });

  it('loads with no diagnostics', () => {
    expect(catalog.diagnostics).toEqual([]);
    expect(catalog.axes).toHaveLength(13);
    expect(catalog.getTrack('arena')).toBeDefined();
  });

  it('names only existing problems as companions, on 5 to 10 ARENA sections (docs/product.md "Versioning")', () => {
    const unknown = catalog
      .listTracks()
      .flatMap((track) => flattenSections(track).map(({ section }) => section.companion_problem))
      .filter((slug) => slug && catalog.getProblem(slug)?.slug !== slug);
    expect(unknown).toEqual([]);
    const companions = flattenSections(catalog.getTrack('arena')!).filter((s) => s.section.companion_problem);
    expect(companions.length).toBeGreaterThanOrEqual(5);
    expect(companions.length).toBeLessThanOrEqual(10);
  });
});
