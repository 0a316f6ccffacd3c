import type { ingestionChannels } from '@shared/ipc/channels/ingestion';
import type { HandlersFor } from '@shared/ipc/define';
import type { IngestionService } from './index';

export function ingestionHandlers(ingestion: IngestionService): HandlersFor<typeof ingestionChannels> {
  return {
    'ingestion:import': ({ file_name: fileName, yaml_text: yamlText }) => ingestion.importUpload(fileName, yamlText),
  };
}
