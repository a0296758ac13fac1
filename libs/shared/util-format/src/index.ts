export {
  VIETNAM_TIME_ZONE,
  inVietnam,
  type DateInput,
  type VietnamParts,
  toInstant,
  vietnamParts,
  isApiDate,
  toApiDate,
  vietnamToday,
  addDays,
  addMonths,
  vietnamDayStartUtc,
  vietnamDayEndUtc,
  vietnamDayRangeUtc,
} from './lib/vietnam-time';
export {
  formatMoney,
  formatDateTime,
  formatDate,
  trimText,
  foldText,
  DATE_TIME_FORMAT,
  DATE_FORMAT,
} from './lib/format';
export {
  type DayRange,
  type DatePresetKey,
  type DatePreset,
  datePresets,
  listDatePresetKeys,
  datePresetRange,
  matchDatePreset,
} from './lib/date-presets';
