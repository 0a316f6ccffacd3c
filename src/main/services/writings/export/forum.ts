import type { Venue } from '@shared/domain/writing';

/** ForumMagnum (LessWrong, Alignment Forum) new-post pages; they take no title or body parameters. */
export const FORUM_NEW_POST: Record<'forum_general' | 'forum_research', string> = {
  forum_general: 'https://www.lesswrong.com/newPost',
  forum_research: 'https://www.alignmentforum.org/newPost',
};

/**
 * ForumMagnum's Markdown editor takes footnotes `[^1]` and `$...$` / `$$...$$` as they are, so the body is
 * exported verbatim; the epistemic status becomes a collapsible `+++` block at the top.
 */
export function forumMarkdown(body: string, epistemicStatus: string | null): string {
  const status = epistemicStatus?.trim();
  const head = status ? `+++ Epistemic status\n${status}\n+++\n\n` : '';
  return `${head}${body.trim()}\n`;
}

export function forumPasteNote(venue: 'forum_general' | 'forum_research'): string {
  const site = venue === 'forum_general' ? 'LessWrong' : 'the Alignment Forum';
  return (
    `Copy the Markdown first: the link opens a new, empty draft on ${site} and cannot carry your text. ` +
    `Posts open in the rich-text editor by default: switch this post to the Markdown editor (a setting in your ` +
    `account) before pasting, and type the title into the title field yourself. Nothing is posted until you publish.`
  );
}

export const isForum = (venue: Venue): venue is 'forum_general' | 'forum_research' =>
  venue === 'forum_general' || venue === 'forum_research';
