import path from 'node:path';
import type { AppContext } from '../../app-context';
import type { ingestionChannels } from '../../../shared/ipc/channels/ingestion';
import { conflict, invalidInput, unavailable, type AppError } from '../../../shared/errors';
import { IngestionError } from '../../services/ingestion/ingestion-error';
import { importManifestIntoApp } from '../../services/ingestion/import-into-app';
import type { HandlersFor } from '../router';

function toAppError(err: IngestionError): AppError {
  if (err.kind === 'exists') return conflict(err.message);
  if (err.kind === 'io') return unavailable(err.message);
  return invalidInput(err.message);
}

export function ingestionHandlers(ctx: AppContext): HandlersFor<typeof ingestionChannels> {
  return {
    'ingestion:import': ({ file_name: fileName, yaml_text: yamlText }) => {
      // Only the base name is used, as a label in messages: the upload never chooses where files go.
      const label = path.basename(fileName.replace(/\\/g, '/'));
      if (!/\.ya?ml$/i.test(label)) {
        throw invalidInput(`${label}: a manifest must be a .yaml or .yml file; choose the manifest file and try again`);
      }
      try {
        return importManifestIntoApp(ctx, yamlText, label);
      } catch (err) {
        if (err instanceof IngestionError) throw toAppError(err);
        throw err;
      }
    },
  };
}
