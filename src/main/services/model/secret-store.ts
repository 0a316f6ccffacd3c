/**
 * Where API keys live. The desktop app encrypts them with Electron `safeStorage` (src/main/electron/secret-store.ts);
 * the browser host and tests keep them in memory, and the browser host does not accept keys from the UI at all
 * (it reads OPENAI_API_KEY from its environment) because a key typed into a web page would sit in plain memory
 * of a process anyone on the box may have started.
 */
export interface SecretStore {
  readonly kind: 'safe_storage' | 'memory';
  /** False where keys must come from the environment (browser host). */
  readonly writable: boolean;
  get(name: string): string | undefined;
  /** `null` removes the secret. */
  set(name: string, value: string | null): void;
}

export function createMemorySecretStore(options: { writable: boolean }): SecretStore {
  const values = new Map<string, string>();
  return {
    kind: 'memory',
    writable: options.writable,
    get: (name) => values.get(name),
    set: (name, value) => {
      if (value === null) values.delete(name);
      else values.set(name, value);
    },
  };
}

/** One key per profile, so two people sharing a machine do not share a bill. */
export const apiKeySecretName = (userId: string): string => `openai-api-key:${userId}`;
