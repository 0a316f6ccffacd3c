import { contract } from '@shared/ipc/contract';
import { buildOpenApiDocument } from '@shared/ipc/openapi';

/**
 * The API described as OpenAPI 3.1, as JSON text. Its own entry in the built host (openapi-document.cjs beside
 * cli.cjs, scripts/lib.mjs buildHost): it holds zod and every channel's schema, about 0.9 MB that the host's
 * main thread would otherwise read and compile before printing its URL.
 */
export function openApiDocumentJson(): string {
  return JSON.stringify(buildOpenApiDocument(contract));
}
