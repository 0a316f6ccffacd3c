import type { z } from 'zod';

/** A channel is a pair of zod schemas; the name lives in the map key (`domain:verb`). */
export type ChannelDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  input: I;
  output: O;
};

export function channel<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): ChannelDef<I, O> {
  return { input, output };
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
