import fs from 'node:fs';
import { z } from 'zod';
import type { ModelPrice } from '@shared/domain/spend';
import { parseUntrustedYaml } from '../../content/yaml-limits';

const PriceFileSchema = z.object({
  prices: z.array(
    z
      .object({
        model: z.string().min(1),
        input_per_mtok: z.number().min(0),
        output_per_mtok: z.number().min(0),
      })
      .strict(),
  ),
});

/**
 * Reads content/model-prices.yaml (USD per million tokens). A missing or broken file yields no prices and a
 * diagnostic rather than a crash: calls are still recorded, with a cost of 0.
 */
export function loadPriceFile(file: string): { prices: ModelPrice[]; problem: string | null } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { prices: [], problem: `${file} is missing; costs are recorded as $0` };
  }
  let raw: unknown;
  try {
    // Through the content YAML reader: the same caps, and the build's memo of the shipped file (yaml-memo.ts).
    raw = parseUntrustedYaml(text);
  } catch {
    return { prices: [], problem: `${file} is not valid YAML; costs are recorded as $0` };
  }
  const parsed = PriceFileSchema.safeParse(raw);
  if (!parsed.success) return { prices: [], problem: `${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  return {
    prices: parsed.data.prices.map((p) => ({
      model: p.model,
      input_per_mtok: p.input_per_mtok,
      output_per_mtok: p.output_per_mtok,
    })),
    problem: null,
  };
}

/**
 * The price for a model: exact name first, then the longest listed name that prefixes it, so a dated snapshot
 * ("gpt-4o-mini-2024-07-18") is priced like its family. Unknown models cost 0 (local servers are free).
 */
export function findPrice(prices: readonly ModelPrice[], model: string): ModelPrice | undefined {
  const exact = prices.find((p) => p.model === model);
  if (exact) return exact;
  return prices.filter((p) => model.startsWith(p.model)).sort((a, b) => b.model.length - a.model.length)[0];
}

export function costUsd(price: ModelPrice | undefined, tokensIn: number, tokensOut: number): number {
  if (!price) return 0;
  return (tokensIn * price.input_per_mtok + tokensOut * price.output_per_mtok) / 1_000_000;
}
