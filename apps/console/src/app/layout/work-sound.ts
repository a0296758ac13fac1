/** The sound for new work (issue 28) is each person's choice, remembered in this browser (off by default). */
const soundKey = (accountId: string) => `console-work-sound:${accountId}`;

export function readWorkSound(accountId: string): boolean {
  try {
    return localStorage.getItem(soundKey(accountId)) === 'on';
  } catch {
    return false;
  }
}

export function storeWorkSound(accountId: string, on: boolean): void {
  try {
    localStorage.setItem(soundKey(accountId), on ? 'on' : 'off');
  } catch {
    // A browser that refuses storage forgets the choice after a reload.
  }
}
