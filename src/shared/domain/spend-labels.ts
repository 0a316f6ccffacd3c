/**
 * What the spend tables call a ledger tag and a call's outcome. The ledger keeps short machine tags
 * (`writing_assist`, `generated_content`) because caps are keyed by them; people read these labels instead.
 * One map, so the caps table, the recent-calls table and anything else that lists spend say the same words.
 */
export const SPEND_TAG_LABELS: Readonly<Record<string, string>> = {
  review: 'Reviews',
  writing_assist: 'Writing assist',
  generated_content: 'Generated drafts',
};

export const CALL_OUTCOME_LABELS: Readonly<Record<string, string>> = {
  ok: 'Answered',
  no_model: 'No model set up',
  cap_reached: 'Stopped by a cap',
  timeout: 'Timed out',
  rate_limited: 'Rate limited',
  server_error: 'Server error',
  auth: 'Key refused',
  not_found: 'Model not found',
  bad_request: 'Request refused',
  connection: 'Could not connect',
  malformed_output: 'Unreadable answer',
};

/** "some_new_tag" -> "Some new tag": a tag added later still reads as words, never as a raw identifier. */
function humanize(raw: string): string {
  const words = raw.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : raw;
}

export const spendTagLabel = (tag: string): string => SPEND_TAG_LABELS[tag] ?? humanize(tag);
export const callOutcomeLabel = (outcome: string): string => CALL_OUTCOME_LABELS[outcome] ?? humanize(outcome);
