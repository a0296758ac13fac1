import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAuthStore } from '@app/util-auth';

/** The localStorage key of every person's column choices. */
export const COLUMN_CHOICE_STORAGE_KEY = 'console-columns';

interface ColumnChoiceState {
  /** Hidden column fields by `<account id>:<list key>`. */
  hidden: Record<string, string[]>;
  setHidden: (key: string, fields: readonly string[]) => void;
}

const useColumnChoiceStore = create<ColumnChoiceState>()(
  persist(
    (set) => ({
      hidden: {},
      setHidden: (key, fields) =>
        set((state) => ({ hidden: { ...state.hidden, [key]: [...fields] } })),
    }),
    { name: COLUMN_CHOICE_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

const noneHidden: readonly string[] = [];
const keyOf = (accountId: string | undefined, listKey: string) => `${accountId ?? ''}:${listKey}`;

/**
 * The columns a person hid on a list (the 'Cột' chooser), remembered in this browser per account
 * and list. `listKey` is the list's route path ('/dashboard/order').
 */
export function useHiddenColumns(listKey: string): readonly string[] {
  const accountId = useAuthStore((s) => s.user?.sub);
  return useColumnChoiceStore((s) => s.hidden[keyOf(accountId, listKey)] ?? noneHidden);
}

/**
 * The person's own choice of hidden columns on a list, or `undefined` while they have made none
 * (the screen's own defaults then apply).
 */
export function useColumnChoice(listKey: string | undefined): readonly string[] | undefined {
  const accountId = useAuthStore((s) => s.user?.sub);
  return useColumnChoiceStore((s) =>
    listKey === undefined ? undefined : s.hidden[keyOf(accountId, listKey)],
  );
}

/** The hidden columns of a list for the signed-in person, outside React (a saved view reads them). */
export const getHiddenColumns = (listKey: string): readonly string[] =>
  useColumnChoiceStore.getState().hidden[keyOf(useAuthStore.getState().user?.sub, listKey)] ??
  noneHidden;

/** Hides exactly `fields` on a list for the signed-in person (the chooser, or opening a saved view). */
export const setHiddenColumns = (listKey: string, fields: readonly string[]) =>
  useColumnChoiceStore
    .getState()
    .setHidden(keyOf(useAuthStore.getState().user?.sub, listKey), fields);
