import path from 'node:path';
import type { Repositories } from '../../db/repositories';
import type { ContentCatalog } from '../../content/catalog';
import type { Clock } from '../clock';
import { createReviewService, type ReviewService } from '../reviews/review-service';
import { loadPriceFile } from '../spend/prices';
import { createSpendService, type SpendService } from '../spend/spend-service';
import { createChatClient, type ChatClient } from './client';
import { createModelService, type ModelService } from './model-service';
import { createMemorySecretStore, type SecretStore } from './secret-store';

export type LanguageModelServices = { model: ModelService; spend: SpendService; reviews: ReviewService };

/**
 * Wires the language-model layer (ARCHITECTURE.md section 7) for the composition root: the model gateway, the
 * spend ledger and caps, and reviews. Without a secret store (browser host, tests) keys come from the environment.
 */
export function createLanguageModelServices(deps: {
  repos: Repositories;
  content: ContentCatalog;
  clock: Clock;
  env: Readonly<Record<string, string | undefined>>;
  bundledContentDir: string;
  secretStore?: SecretStore;
  chatClient?: ChatClient;
  logger?: { error(message: string, err?: unknown): void };
}): LanguageModelServices {
  const prices = loadPriceFile(path.join(deps.bundledContentDir, 'model-prices.yaml'));
  if (prices.problem) deps.logger?.error(`model prices: ${prices.problem}`);
  const spend = createSpendService({
    ledger: deps.repos.spendLedger,
    settings: deps.repos.userSettings,
    clock: deps.clock,
    contentPrices: prices.prices,
  });
  const model = createModelService({
    env: deps.env,
    settings: deps.repos.userSettings,
    secrets: deps.secretStore ?? createMemorySecretStore({ writable: false }),
    spend,
    client: deps.chatClient ?? createChatClient(),
    clock: deps.clock,
  });
  const reviews = createReviewService({
    reviews: deps.repos.reviews,
    attempts: deps.repos.attempts,
    settings: deps.repos.userSettings,
    content: deps.content,
    model,
    clock: deps.clock,
    logger: deps.logger,
  });
  return { model, spend, reviews };
}
