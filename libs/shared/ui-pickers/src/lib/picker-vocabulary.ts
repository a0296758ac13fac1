/**
 * The building and shop status labels the pickers filter by. They are the buildings and shops domains'
 * own (their contracts' `buildingStatusLabels`, `shopStatusLabels`); a shared lib may not import a
 * domain, so the console hands them over when it loads the picker host (apps/console, dashboard layout)
 * and a picker reads them when its modal opens.
 */
export interface PickerVocabulary {
  buildingStatus: Readonly<Record<number, string>>;
  shopStatus: Readonly<Record<number, string>>;
}

const vocabulary: PickerVocabulary = { buildingStatus: {}, shopStatus: {} };

export function configurePickers(given: PickerVocabulary): void {
  Object.assign(vocabulary, given);
}

export function pickerVocabulary(): PickerVocabulary {
  return vocabulary;
}
