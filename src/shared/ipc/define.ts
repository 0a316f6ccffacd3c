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
