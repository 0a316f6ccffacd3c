import path from 'node:path';
import { conflict, invalidInput, unavailable, type AppError } from '@shared/errors';
import { importManifestIntoApp, type ImportDeps, type ImportedTrack } from './import-into-app';
import { IngestionError } from './ingestion-error';

export { IngestionError, type ImportedTrack };
export { readManifestFile } from './ingest-manifest';

function toAppError(err: IngestionError): AppError {
  if (err.kind === 'exists') return conflict(err.message);
  if (err.kind === 'io') return unavailable(err.message);
  return invalidInput(err.message);
}

/**
 * Importing a reading-list manifest into the running app: File > Import manifest… (a file the user picked) and
 * the browser host's upload (a name and text; the name is only a label and never chooses where files go).
 */
export function createIngestionService(deps: ImportDeps) {
  return {
    /** Throws IngestionError (the menu action words its own dialog). */
    importManifest: (yamlText: string, label: string): ImportedTrack => importManifestIntoApp(deps, yamlText, label),

    /** The upload channel: only the base name is used, as a label; errors are AppErrors that say what to fix. */
    importUpload(fileName: string, yamlText: string): ImportedTrack {
      const label = path.basename(fileName.replace(/\\/g, '/'));
      if (!/\.ya?ml$/i.test(label)) {
        throw invalidInput(`${label}: a manifest must be a .yaml or .yml file; choose the manifest file and try again`);
      }
      try {
        return importManifestIntoApp(deps, yamlText, label);
      } catch (err) {
        if (err instanceof IngestionError) throw toAppError(err);
        throw err;
      }
    },
  };
}
export type IngestionService = ReturnType<typeof createIngestionService>;
