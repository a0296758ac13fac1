export { PickerHost } from './lib/picker-host';
export { openPicker } from './lib/picker-store';
export {
  PickerDialog,
  type PickerDialogProps,
  type PickerDefinition,
  type PickerFilter,
  type PickerQuery,
  type PickerRow,
  type PickerSelectOption,
  type PickOptions,
} from './lib/picker-dialog';
export {
  pickShippers,
  pickBuildings,
  pickShops,
  pickAccounts,
  shipperPicker,
  buildingPicker,
  shopPicker,
  accountPicker,
  PICKER_PAGE_SIZE,
  buildingFilter,
  type PickShippersOptions,
  type PickAccountsOptions,
} from './lib/pickers';
export {
  searchShippers,
  searchBuildings,
  searchShops,
  searchAccounts,
  MIN_BUILDING_ID_LENGTH,
  type PickerPage,
  type ShipperRow,
  type ShipperPickerQuery,
  type BuildingRow,
  type ShopRow,
  type AccountRow,
  type TextPageQuery,
  type StatusPageQuery,
  type AccountQuery,
} from './lib/picker-api';
export { pickerMessages } from './lib/messages';
export { getBuildingName, useBuildingNames, resetBuildingNames } from './lib/building-names';
export {
  apartmentPicker,
  floorPicker,
  pickApartments,
  pickFloors,
  searchApartments,
  searchFloors,
  type ApartmentRow,
  type FloorRow,
  type PickApartmentsOptions,
  type PickFloorsOptions,
  type ResidenceQuery,
} from './lib/residence-pickers';
export { configurePickers, pickerVocabulary, type PickerVocabulary } from './lib/picker-vocabulary';
