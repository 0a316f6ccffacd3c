/** Writing assist under guardrails (issue 15; docs/assist.md). */
export { createAssistService, ASSIST_TAG, type AssistService } from './service';
export { findPlaceholderParagraphs, placeholderRefusal } from './placeholders';
export { findNewMaterial, flagMessage } from './novelty';
export { createIdeasService, type IdeasService } from './ideas';
