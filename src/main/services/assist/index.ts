/** Writing assist under guardrails (docs/assist.md). */
export { createAssistService, ASSIST_TAG, type AssistService } from './service';
export { findPlaceholderParagraphs, placeholderRefusal } from './placeholders';
export { findNewMaterial, flagMessage } from './novelty';
export { createIdeasService, type IdeasService } from './ideas';
