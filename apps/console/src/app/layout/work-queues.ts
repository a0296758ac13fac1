import type { LiveCounts } from '@app/contract';
import { useLiveCounts } from '@app/data-access-api';
import { setWaitingWork } from '@app/util-auth';
import { useEffect, useRef } from 'react';

const queues = [
  'pendingAccounts',
  'pendingTransactions',
  'pendingOrders',
  'unprocessedFeedback',
] as const satisfies readonly (keyof LiveCounts)[];

/** The work waiting in the queues the role reads (a queue it does not read is null). */
const totalOf = (counts: LiveCounts) => queues.reduce((sum, key) => sum + (counts[key] ?? 0), 0);

/** The sound for new work is each person's choice, remembered in this browser (off by default). */
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

let audio: AudioContext | null = null;

/**
 * A short rising two-note chime (880 Hz then 1,320 Hz, half a second, quiet), made with the Web
 * Audio API: no sound file to load. Silent where the browser has no audio.
 */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const t = audio.currentTime;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(880, t);
    tone.frequency.setValueAtTime(1320, t + 0.15);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.15, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.5);
    tone.connect(gain).connect(audio.destination);
    tone.start(t);
    tone.stop(t + 0.5);
  } catch {
    // No Web Audio here: the counts still show.
  }
}

/**
 * The shell's use of the live work-queue counts (issue 28) beyond the menu: their total in every
 * tab title ('(4) Đơn hàng – Trang quản trị'), and the chime when a queue grows, for a person who
 * turned it on; never on the first counts of a page, only on a rise.
 */
export function useWorkQueues(accountId: string | undefined): void {
  const counts = useLiveCounts();
  const previous = useRef<LiveCounts | null>(null);
  useEffect(() => setWaitingWork(counts ? totalOf(counts) : 0), [counts]);
  useEffect(() => () => setWaitingWork(0), []);
  useEffect(() => {
    const before = previous.current;
    previous.current = counts;
    if (!before || !counts || !accountId) return;
    const rose = queues.some((key) => (counts[key] ?? 0) > (before[key] ?? 0));
    if (rose && readWorkSound(accountId)) playChime();
  }, [counts, accountId]);
}
