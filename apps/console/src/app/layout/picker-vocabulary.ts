import { buildingStatusLabels } from '@app/buildings-contract';
import { shopStatusLabels } from '@app/shops-contract';
import type { PickerVocabulary } from '@app/ui-pickers';

/** The domains' labels the shared pickers filter by (a shared lib may not import a domain; the app may). */
export const pickerVocabulary: PickerVocabulary = {
  buildingStatus: buildingStatusLabels,
  shopStatus: shopStatusLabels,
};
