import type { Manifest } from '@shared/domain/manifest';
import { IngestionError, chapterLabel } from './ingestion-error';

/** A chapter's prerequisite graph by declaration index: `prereqs[i]` lists the indices node i waits for. */
export type ChapterGraph = { ids: string[]; prereqs: number[][] };

function crossChapterMessage(
  manifest: Manifest,
  chapterIndex: number,
  nodeId: string,
  prereqId: string,
  declaredIn: number,
): string {
  const here = chapterLabel(manifest.chapters[chapterIndex]?.title, chapterIndex);
  const there = chapterLabel(manifest.chapters[declaredIn]?.title, declaredIn);
  const fix =
    declaredIn > chapterIndex
      ? `"${nodeId}" depends on a later chapter, so it belongs in ${there} or after it; move it there`
      : `chapter order already puts ${there} first, so remove "${prereqId}" from the prereqs of "${nodeId}"`;
  return (
    `${here}: node "${nodeId}" lists prereq "${prereqId}", which is declared in ${there}; ` +
    `prerequisites must be in the same chapter (${fix})`
  );
}

/**
 * Step 2: every `prereqs` entry must name a node declared in the same chapter. A node naming itself, or a node
 * of another chapter (cross-chapter prerequisites are an authoring error), gets its own message. Repeated
 * entries in one list count once. Returns each chapter's graph by declaration index for steps 3 and 4.
 */
export function checkPrereqs(manifest: Manifest, label: string): ChapterGraph[] {
  // Only the error path looks at other chapters, so it scans them then instead of indexing them all up front.
  const declaringChapter = (id: string) => manifest.chapters.findIndex((c) => c.nodes.some((n) => n.id === id));
  return manifest.chapters.map((chapter, chapterIndex) => {
    const local = new Map<string, number>();
    chapter.nodes.forEach((node, i) => local.set(node.id, i));
    // seenBy[j] === i + 1 marks "j already listed for node i": dedupes in O(1) so the step stays linear.
    const seenBy = new Int32Array(chapter.nodes.length);
    const prereqs = chapter.nodes.map((node, nodeIndex) => {
      const out: number[] = [];
      for (const prereqId of node.prereqs) {
        if (prereqId === node.id) {
          throw new IngestionError(
            'invalid',
            `${label}: ${chapterLabel(chapter.title, chapterIndex)}: node "${node.id}" lists itself as a prerequisite; ` +
              `remove "${node.id}" from its prereqs`,
          );
        }
        const at = local.get(prereqId);
        if (at === undefined) {
          const declaredIn = declaringChapter(prereqId);
          if (declaredIn >= 0) {
            throw new IngestionError(
              'invalid',
              `${label}: ${crossChapterMessage(manifest, chapterIndex, node.id, prereqId, declaredIn)}`,
            );
          }
          throw new IngestionError(
            'invalid',
            `${label}: ${chapterLabel(chapter.title, chapterIndex)}: node "${node.id}" lists prereq "${prereqId}", ` +
              `but no node has that id; fix the spelling or declare a node with id "${prereqId}" in this chapter`,
          );
        }
        if (seenBy[at] !== nodeIndex + 1) {
          seenBy[at] = nodeIndex + 1;
          out.push(at);
        }
      }
      return out;
    });
    return { ids: chapter.nodes.map((node) => node.id), prereqs };
  });
}
