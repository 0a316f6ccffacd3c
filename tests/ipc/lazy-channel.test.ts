import { z } from 'zod';
import { channel } from '@shared/ipc/define';
import { CHANNELS, contract } from '@shared/ipc/contract';

describe('a channel builds its schemas on first use', () => {
  it('calls neither factory until its schema is read, then each exactly once', () => {
    const built = { input: 0, output: 0 };
    const def = channel(
      () => {
        built.input++;
        return z.object({ n: z.number() }).strict();
      },
      () => {
        built.output++;
        return z.object({ ok: z.boolean() });
      },
    );
    expect(built).toEqual({ input: 0, output: 0 });
    const input = def.input;
    expect(built).toEqual({ input: 1, output: 0 });
    expect(def.input).toBe(input);
    expect(def.input.safeParse({ n: 1 }).success).toBe(true);
    expect(def.input.safeParse({ n: 1, extra: true }).success).toBe(false);
    expect(def.output.safeParse({ ok: true }).success).toBe(true);
    expect(def.output).toBe(def.output);
    expect(built).toEqual({ input: 1, output: 1 });
  });

  it('gives every channel of the contract a zod schema for its input and output, the same one on every read', () => {
    for (const name of CHANNELS) {
      const def = contract[name];
      expect(def.input).toBeInstanceOf(z.ZodType);
      expect(def.output).toBeInstanceOf(z.ZodType);
      expect(def.input).toBe(contract[name].input);
      expect(def.output).toBe(contract[name].output);
    }
  });
});
