/**
 * GET /api/openapi.json: the API described as OpenAPI 3.1, generated from the contract on first request and kept
 * (the contract cannot change while the host runs). Loaded lazily so that neither zod nor the contract is on the
 * host's start-up path: the page and its first calls are served before anyone asks for the document.
 */
let documentText: Promise<string> | undefined;

export function openApiDocumentText(): Promise<string> {
  documentText ??= Promise.all([import('@shared/ipc/openapi'), import('@shared/ipc/contract')]).then(
    ([{ buildOpenApiDocument }, { contract }]) => JSON.stringify(buildOpenApiDocument(contract)),
  );
  return documentText;
}
