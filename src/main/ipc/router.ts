import { contract, isChannel, type Channel, type ChannelOutput, type ParsedInput } from '@shared/ipc/contract';
import type { HandlersFor, RequestContext } from '@shared/ipc/define';
import { formatIssues } from '@shared/ipc/format-issues';
import { fail, ok, type Result } from '@shared/ipc/result';
import { isAppError } from '@shared/errors';

/** Exactly one handler per channel: a missing key or an extra key is a compile error where this is built. */
export type Handlers = HandlersFor<typeof contract>;

export type Logger = { error(message: string, err?: unknown): void };

export type Router = {
  call(channel: string, input: unknown): Promise<Result<unknown>>;
  /** Typed variant for main-side callers (menu actions, tests). */
  invoke<C extends Channel>(channel: C, input: unknown): Promise<Result<ChannelOutput<C>>>;
};

const INTERNAL_MESSAGE =
  'Something went wrong inside Workbench. Your data is safe; try again, and if it keeps happening, restart the app.';

/**
 * The pure router: no transport, no electron. It validates input, runs the handler, validates output and
 * always answers with the result envelope. Stacks are logged here and never leave.
 */
export function createRouter(options: {
  handlers: Handlers;
  resolveContext: () => RequestContext;
  logger?: Logger;
}): Router {
  const logger = options.logger ?? { error: (message, err) => console.error(message, err) };

  async function call(channelName: string, rawInput: unknown): Promise<Result<unknown>> {
    if (typeof channelName !== 'string' || !isChannel(channelName)) {
      return fail('not_found', `There is no channel named "${String(channelName)}".`);
    }
    const def = contract[channelName];
    const parsed = def.input.safeParse(rawInput === undefined ? {} : rawInput);
    if (!parsed.success) {
      return fail('invalid_input', formatIssues(parsed.error));
    }
    try {
      const handler = options.handlers[channelName] as (input: unknown, ctx: RequestContext) => unknown;
      const value = await handler(parsed.data, options.resolveContext());
      const checked = def.output.safeParse(value);
      if (!checked.success) {
        logger.error(
          `Handler for ${channelName} returned a value that breaks the contract: ${formatIssues(checked.error, 'output')}`,
        );
        return fail('internal', INTERNAL_MESSAGE);
      }
      return ok(checked.data);
    } catch (err) {
      if (isAppError(err)) return fail(err.code, err.message);
      logger.error(`Handler for ${channelName} failed`, err);
      return fail('internal', INTERNAL_MESSAGE);
    }
  }

  return {
    call,
    invoke: <C extends Channel>(channel: C, input: unknown) =>
      call(channel, input) as Promise<Result<ChannelOutput<C>>>,
  };
}

export type { HandlersFor, ParsedInput, RequestContext };
