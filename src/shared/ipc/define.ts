import type { z } from 'zod';

/** A channel is a pair of zod schemas; the name lives in the map key (`domain:verb`). */
export type ChannelDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  readonly input: I;
  readonly output: O;
};

/**
 * A channel whose schemas are built on first use: `channel(() => Input, () => Output)`. A start calls a handful of
 * the contract's channels, so building every channel's zod schemas when the contract is imported was work for
 * nothing on the path to the first screen (about 20 ms of the app worker's start). Each schema is built once, the
 * first time it is read (the router's first call of that channel, the OpenAPI document, a test walking the
 * contract). The types are the schemas' own, exactly as if they were built at once.
 */
export function channel<I extends z.ZodType, O extends z.ZodType>(input: () => I, output: () => O): ChannelDef<I, O> {
  let builtInput: I | undefined;
  let builtOutput: O | undefined;
  return {
    get input() {
      return (builtInput ??= input());
    },
    get output() {
      return (builtOutput ??= output());
    },
  };
}

export type ChannelMap = Record<string, ChannelDef>;

/** Who is acting. Every user-owned repository call is scoped by this id (`writings_owner_only`). */
export type RequestContext = { userId: string };

/**
 * One handler per channel of a map, typed from its schemas: a missing or extra key is a compile error where the
 * map is written. Each area's map sits with its use cases (src/main/services/<area>/handlers.ts).
 */
export type HandlersFor<M extends ChannelMap> = {
  [C in keyof M]: (
    input: z.output<M[C]['input']>,
    ctx: RequestContext,
  ) => z.input<M[C]['output']> | Promise<z.input<M[C]['output']>>;
};
