import { createRequire } from 'node:module';
import path from 'node:path';
import type { openApiDocumentJson } from './openapi-document';

type DocumentModule = { openApiDocumentJson: typeof openApiDocumentJson };

/**
 * GET /api/openapi.json: the API described as OpenAPI 3.1, generated from the contract on first request and kept
 * (the contract cannot change while the host runs). Loaded at first use so that neither zod nor the contract is on
 * the host's start-up path: the page and its first calls are served before anyone asks for the document.
 * In the built host the generator is a file of its own beside this bundle, openapi-document.cjs: esbuild inlines
 * a dynamic import into a CommonJS bundle, so 0.9 MB of zod and schemas were read and compiled before the URL was
 * printed. From sources (tsx, jest) the TypeScript file beside this one is required.
 */
let documentText: Promise<string> | undefined;

function loadDocumentModule(): DocumentModule {
  const file = __filename.endsWith('.ts') ? 'openapi-document.ts' : 'openapi-document.cjs';
  return createRequire(__filename)(path.join(__dirname, file)) as DocumentModule;
}

export function openApiDocumentText(): Promise<string> {
  documentText ??= Promise.resolve().then(() => loadDocumentModule().openApiDocumentJson());
  return documentText;
}
