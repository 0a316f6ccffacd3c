/** The model service's front door (one shape for every service: services/<area>/index.ts). */
export * from './model-service';
export { createChatClient, type ChatClient, type ChatMessage, type ChatRequest, type ChatResponse } from './client';
export { ModelCallError, describeModelError, type ModelFailureKind } from './errors';
export { createMemorySecretStore, type SecretStore } from './secret-store';
