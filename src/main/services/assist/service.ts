import { conflict, invalidInput, notFound } from '@shared/errors';
import type { AssistAction, AssistFlag, Suggestion, SuggestResult } from '@shared/domain/assist';
import type { AssistRepository, ProvenanceRange, SuggestionRow } from '../../db/repositories/assist';
import type { Clock } from '../clock';
import type { Venue } from '@shared/domain/writing';
import { ModelCallError, type ChatResponse, type CompleteRequest } from '../model';
import { withLlmOutput, type ExportResult, type WritingsService } from '../writings';
import { findNewMaterial, flagMessage, indexSource, type Flag } from './novelty';
import { findPlaceholderParagraphs, placeholderRefusal } from './placeholders';
import { buildMessages, readReply } from './prompt';
import { applyReplacement, mapRanges } from './provenance';

export const ASSIST_TAG = 'writing_assist';
const MAX_TOKENS = 2000;
const GONE = 'That suggestion does not exist (the piece may have been deleted).';

const toWire = (s: SuggestionRow): Suggestion => ({
  id: s.id,
  writing_id: s.writingId,
  action: s.action,
  target: s.target,
  source_start: s.sourceStart,
  source_end: s.sourceEnd,
  original_text: s.originalText,
  suggested_text: s.suggestedText,
  kept_text: s.keptText,
  flags: s.flags as AssistFlag[],
  message: s.message,
  model: s.model,
  state: s.state,
  created_at: s.createdAt,
  resolved_at: s.resolvedAt,
});

/** Titles are checked one by one; flags keep their offsets in the joined text the sidebar shows. */
function checkSuggestion(source: string, action: AssistAction, text: string): Flag[] {
  const index = indexSource(source);
  if (action !== 'propose_titles') return findNewMaterial(index, text);
  const flags: Flag[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    for (const f of findNewMaterial(index, line)) flags.push({ ...f, start: f.start + offset, end: f.end + offset });
    offset += line.length + 1;
  }
  return flags;
}

/** True when `at` falls between the two UTF-16 halves of one character. */
const splitsPair = (text: string, at: number): boolean =>
  at > 0 && at < text.length && /[\uD800-\uDBFF]/.test(text[at - 1]!) && /[\uDC00-\uDFFF]/.test(text[at]!);

/**
 * Where the text a suggestion was made from is now: at its recorded offset if unchanged there, else at its only
 * occurrence (text typed above it moved it, the text itself is unchanged). Null when it changed, or when it now
 * occurs more than once away from its place, so which one is meant is not known.
 */
export function locateSource(body: string, start: number, original: string): number | null {
  if (start + original.length <= body.length && body.slice(start, start + original.length) === original) return start;
  if (original === '') return null;
  const first = body.indexOf(original);
  if (first < 0 || body.indexOf(original, first + 1) >= 0) return null;
  return first;
}

/**
 * Writing assist: suggestions on the user's own text under the assist guardrails (docs/product.md,
 * "Language-model assistance"). Before the call: the text sent must have no empty or placeholder paragraph (refused, no request).
 * After: new material is flagged and must be removed (or supplied by the user in their own text) before Apply.
 * Apply replaces exactly the text the suggestion was made from, and only if it is unchanged.
 */
export function createAssistService(deps: {
  repo: AssistRepository;
  writings: WritingsService;
  complete: (userId: string, request: CompleteRequest) => Promise<ChatResponse>;
  modelName: (userId: string) => string;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  function mustGet(userId: string, id: string): SuggestionRow {
    const s = repo.get(userId, id);
    if (!s) throw notFound(GONE);
    return s;
  }

  /** The piece's provenance ranges mapped to its current body (and stored, so the next mapping is small). */
  function syncedRanges(userId: string, writingId: string, body: string): ProvenanceRange[] {
    const stored = repo.provenance(userId, writingId);
    if (!stored) return [];
    if (stored.body === body) return stored.ranges;
    const ranges = mapRanges(stored.body, body, stored.ranges);
    repo.setProvenance(userId, writingId, body, ranges, clock.now());
    return ranges;
  }

  async function suggest(
    userId: string,
    input: { writingId: string; action: AssistAction; selection?: { start: number; end: number; text: string } },
  ): Promise<SuggestResult> {
    const w = deps.writings.get(userId, input.writingId);
    const body = w.bodyMd;
    // The whole piece means its text without the surrounding blank space, so Apply keeps the final newline.
    let start = body.length - body.trimStart().length;
    let end = Math.max(start, body.trimEnd().length);
    if (input.selection) {
      ({ start, end } = input.selection);
      if (end > body.length) {
        throw conflict(
          `The selection (characters ${start}–${end}) ends past the saved text (${body.length} characters). Wait until the editor says Saved, then select again.`,
        );
      }
      if (splitsPair(body, start) || splitsPair(body, end)) {
        throw invalidInput('The selection starts or ends inside a character (half of an emoji or symbol). Select whole characters.');
      }
      if (body.slice(start, end) !== input.selection.text) {
        throw conflict('The selection does not match the saved text. Wait until the editor says Saved, then select again.');
      }
      // Surrounding blank space stays where it is (Apply keeps the line breaks around the selection). A selection
      // of only blank space is sent as is, and refused below as an empty paragraph.
      const inner = body.slice(start, end);
      if (inner.trim() !== '') {
        end = start + inner.trimEnd().length;
        start += inner.length - inner.trimStart().length;
      }
    }
    const text = body.slice(start, end);
    const found = findPlaceholderParagraphs(text);
    if (found.length > 0) {
      return {
        status: 'refused',
        reason: 'placeholder',
        message: placeholderRefusal(found),
        paragraphs: found.map((p) => ({ index: p.index + 1, text: p.text.slice(0, 200), kind: p.kind, marker: p.marker })),
      };
    }
    let reply: ChatResponse;
    try {
      reply = await deps.complete(userId, {
        tag: ASSIST_TAG,
        messages: buildMessages(input.action, text),
        maxTokens: MAX_TOKENS,
        json: true,
      });
    } catch (err) {
      if (!(err instanceof ModelCallError)) throw err;
      const reason = err.kind === 'cap_reached' ? 'cap_reached' : err.kind === 'no_model' ? 'no_model' : 'model_error';
      return { status: 'refused', reason, message: err.message, paragraphs: [] };
    }
    const suggested = readReply(input.action, reply.content);
    if (suggested === null) {
      return {
        status: 'refused',
        reason: 'unusable_reply',
        message: 'The model answered with something that is not a suggestion. Try again, or try another model in Settings.',
        paragraphs: [],
      };
    }
    // The user's text for the check: what was sent plus the title (a title word is the user's own).
    const flags = checkSuggestion(`${w.title}\n\n${text}`, input.action, suggested);
    const row = repo.insert(
      userId,
      {
        writingId: w.id,
        action: input.action,
        target: input.action === 'propose_titles' ? 'title' : 'body',
        sourceStart: start,
        sourceEnd: end,
        originalText: input.action === 'propose_titles' ? w.title : text,
        suggestedText: suggested,
        flags,
        model: deps.modelName(userId),
        message: flagMessage(flags),
      },
      clock.now(),
    );
    return { status: 'suggested', suggestion: toWire(row) };
  }

  function apply(userId: string, id: string, kept: string) {
    const s = mustGet(userId, id);
    if (s.state !== 'suggested') throw conflict(`This suggestion was already ${s.state}; ask for a new one.`);
    const writings = deps.writings;
    const w = writings.get(userId, s.writingId);
    const text = s.target === 'title' ? kept.replace(/\s+/g, ' ').trim() : kept;
    if (text.trim() === '') throw invalidInput('The suggestion is empty. Edit it back, or Discard it.');
    // The kept text is checked again: the user may remove flagged material in the sidebar, not apply it.
    const source = `${w.title}\n\n${s.target === 'body' ? s.originalText : w.bodyMd.slice(s.sourceStart, s.sourceEnd)}`;
    const flags = findNewMaterial(source, text);
    if (flags.length > 0) throw conflict(flagMessage(flags)!);
    if (s.target === 'title') {
      if (w.title !== s.originalText)
        throw conflict('The title changed since this suggestion was made, so it was not applied. Ask for new titles.');
      if (text.length > 200) throw invalidInput('A title can be at most 200 characters; shorten it in the sidebar.');
      if (text.includes('\n')) throw invalidInput('Choose one title (one line) to apply.');
      return repo.transaction(() => {
        const saved = writings.update(userId, { id: w.id, title: text });
        repo.resolve(userId, id, 'applied', text, clock.now());
        return { suggestion: toWire(mustGet(userId, id)), updated_at: saved.updated_at, body_md: w.bodyMd, title: text };
      });
    }
    const at = locateSource(w.bodyMd, s.sourceStart, s.originalText);
    if (at === null) {
      throw conflict(
        'The text this suggestion was made from has changed since, so it was not applied (your text is untouched). Ask for a new suggestion.',
      );
    }
    return repo.transaction(() => {
      const ranges = syncedRanges(userId, w.id, w.bodyMd);
      const next = applyReplacement(w.bodyMd, ranges, at, at + s.originalText.length, text, {
        suggestion_id: s.id,
        model: s.model,
      });
      const saved = writings.update(userId, { id: w.id, body_md: next.body });
      repo.setProvenance(userId, w.id, next.body, next.ranges, clock.now());
      repo.resolve(userId, id, 'applied', text, clock.now());
      return { suggestion: toWire(mustGet(userId, id)), updated_at: saved.updated_at, body_md: next.body, title: w.title };
    });
  }

  return {
    suggest,
    apply,
    /** Settles a suggestion as discarded; never touches the piece. */
    discard(userId: string, id: string): { suggestion: Suggestion } {
      const s = mustGet(userId, id);
      if (s.state !== 'suggested') throw conflict(`This suggestion was already ${s.state}.`);
      repo.resolve(userId, id, 'discarded', null, clock.now());
      return { suggestion: toWire(mustGet(userId, id)) };
    },
    list(userId: string, writingId: string): Suggestion[] {
      deps.writings.get(userId, writingId);
      return repo.list(userId, writingId).map(toWire);
    },
    provenance(userId: string, writingId: string): ProvenanceRange[] {
      const w = deps.writings.get(userId, writingId);
      return syncedRanges(userId, writingId, w.bodyMd);
    },
    /**
     * writings:export: the piece shaped for a venue, a forum export with the unrewritten text of applied
     * suggestions in llm-output blocks (and preflight lines). Reads the piece once and stores nothing: the
     * provenance is mapped to the current body without being saved (an export is a read).
     */
    async exportPiece(userId: string, writingId: string, venue: Venue): Promise<ExportResult> {
      const w = deps.writings.get(userId, writingId);
      const result = await deps.writings.exportRow(userId, w, venue);
      const stored = repo.provenance(userId, writingId);
      const ranges = !stored ? [] : stored.body === w.bodyMd ? stored.ranges : mapRanges(stored.body, w.bodyMd, stored.ranges);
      return withLlmOutput(result, { body_md: w.bodyMd, epistemic_status: w.epistemicStatus }, ranges);
    },
  };
}
export type AssistService = ReturnType<typeof createAssistService>;
