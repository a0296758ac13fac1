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
