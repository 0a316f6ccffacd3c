/**
 * A piece's stages, types and venues as plain lists, without their zod schemas (writing.ts builds those from
 * these). The writing rules read only these, so code that needs the rules but no schema, such as the bounded
 * markdown job's thread, does not load zod: each of those threads is a heap of its own in the app process.
 */
export const STAGES = ['idea', 'outline', 'draft', 'ready', 'published', 'archived'] as const;

export const WRITING_TYPES = [
  'research_reflection',
  'methods_explainer',
  'news_response',
  'learning_log',
  'tutorial',
] as const;

export const VENUES = ['newsletter', 'forum_general', 'forum_research', 'personal'] as const;
