import { flattenSections, type Track } from '@shared/domain/track';
import type { RemapCounts, SectionKey, TrackLayoutsRepository } from '../../db/repositories/track-layouts';
import { firstOpenPosition } from './progress';

/**
 * "Versioning" in docs/product.md: a track file may be replaced in place by a newer version of its curriculum. Stored progress
 * names sections by position, so when positions move it is remapped by what identifies a section: its URL or
 * its title. Matching runs in tiers; each tier only looks at sections still unmatched on both sides and only
 * uses a key that is unique among them on both sides (an ambiguous key matches nothing):
 *
 * 1. the same URL;
 * 2. the same title;
 * 3. the same page: the URL with numbering prefixes (`[1.3.1]_`, `01_`) dropped from each path segment, case
 *    and `&`/`and` ignored (a renumbered page: `[1.3.1]_Toy_Models...` became `[1.5.4]_Toy_Models...`);
 * 4. the same title without its leading number, case and `&`/`and` ignored ("1.3.1 Toy models ..." became
 *    "1.5.4 Toy models ...");
 * 5. the same leading section number ("2.2") when the two titles also share a distinctive word: the source
 *    replaced that section's page with its successor (ARENA's "2.2 Q-learning and DQN" became "2.2 DQN & VPG").
 *    The shared word keeps a section that was removed from handing its progress to an unrelated one that took
 *    its number.
 *
 * A section matched by none is gone: its completion moves to the retired list, never deleted.
 */
export function matchSections(from: readonly SectionKey[], to: readonly SectionKey[]): Array<number | null> {
  const map: Array<number | null> = from.map(() => null);
  const taken = new Set<number>();

  const tier = (keyOf: (k: SectionKey) => string | null, also?: (a: SectionKey, b: SectionKey) => boolean) => {
    const index = (keys: readonly SectionKey[], open: (i: number) => boolean) => {
      const byKey = new Map<string, number[]>();
      keys.forEach((k, i) => {
        if (!open(i)) return;
        const key = keyOf(k);
        if (key === null || key === '') return;
        byKey.set(key, [...(byKey.get(key) ?? []), i]);
      });
      return byKey;
    };
    const olds = index(from, (i) => map[i] === null);
    const news = index(to, (j) => !taken.has(j));
    for (const [key, is] of olds) {
      const js = news.get(key);
      if (is.length !== 1 || js?.length !== 1) continue;
      const i = is[0]!;
      const j = js[0]!;
      if (also && !also(from[i]!, to[j]!)) continue;
      map[i] = j;
      taken.add(j);
    }
  };

  tier((k) => k.url);
  tier((k) => k.title);
  tier((k) => pageKey(k.url));
  tier((k) => titleKey(k.title));
  tier(
    (k) => sectionNumber(k.title),
    (a, b) => {
      const words = distinctiveWords(a.title);
      return distinctiveWords(b.title).some((w) => words.includes(w));
    },
  );
  return map;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Host and path, each path segment without a leading `NN_` or `[n.n]_` numbering; null for non-URLs. */
export function pageKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const segments = parsed.pathname
    .split('/')
    .map((segment) => {
      let s = segment;
      try {
        s = decodeURIComponent(s);
      } catch {
        // keep the raw segment
      }
      return fold(s.replace(/^\d+_/, '').replace(/^\[[\d.]+\]_?/, ''));
    })
    .filter(Boolean);
  return `${parsed.host.toLowerCase()}/${segments.join('/')}`;
}

const LEADING_NUMBER = /^\s*(\d+(?:\.\d+)+)\s+/;

export function titleKey(title: string): string {
  return fold(title.replace(LEADING_NUMBER, ''));
}

export function sectionNumber(title: string): string | null {
  return LEADING_NUMBER.exec(title)?.[1] ?? null;
}

const STOP = new Set(['and', 'the', 'for', 'with', 'from', 'into', 'model', 'models', 'intro', 'reading']);
function distinctiveWords(title: string): string[] {
  return titleKey(title)
    .split(' ')
    .filter((w) => w.length >= 3 && !STOP.has(w));
}

export const layoutOf = (track: Pick<Track, 'chapters'>): SectionKey[] =>
  flattenSections(track).map(({ section }) => ({ title: section.title, url: section.url }));

const sameLayout = (a: readonly SectionKey[], b: readonly SectionKey[]) =>
  a.length === b.length && a.every((k, i) => k.title === b[i]!.title && k.url === b[i]!.url);

export type LayoutOutcome =
  | { slug: string; outcome: 'recorded' | 'unchanged' }
  | { slug: string; outcome: 'remapped'; map: Array<number | null>; counts: RemapCounts };

/**
 * Brings every user's stored positions of each loaded track in line with the loaded file. Run once at start-up
 * (after the catalog loads) and for a track imported at runtime. A track seen for the first time is recorded as
 * it is: its stored positions (if any) are taken to refer to this version.
 */
export function reconcileTrackLayouts(
  layouts: Pick<TrackLayoutsRepository, 'layout' | 'record' | 'remap'>,
  tracks: readonly Track[],
  now: Date,
): LayoutOutcome[] {
  return tracks.map((track) => {
    const current = layoutOf(track);
    const stored = layouts.layout(track.slug);
    if (!stored) {
      layouts.record(track.slug, current, now);
      return { slug: track.slug, outcome: 'recorded' };
    }
    if (sameLayout(stored, current)) return { slug: track.slug, outcome: 'unchanged' };
    const map = matchSections(stored, current);
    const counts = layouts.remap({
      slug: track.slug,
      from: stored,
      to: current,
      map,
      cursorFor: (completed, total) => firstOpenPosition(completed, total),
      now,
    });
    return { slug: track.slug, outcome: 'remapped', map, counts };
  });
}
