/**
 * The time of the user's last activity, shared by every tab through local storage: reading in one
 * tab keeps the others signed in too. Writes are spaced (a key press per keystroke would write the
 * storage and wake every tab's storage listener); the tab keeps its own newest time in memory.
 */
const ACTIVITY_KEY = 'gd.lastActivity';
/** A write at most this often: activity is known to every tab within this much. */
export const ACTIVITY_WRITE_GAP_MS = 5000;

let ownLatest = 0;
let written = 0;

/** Notes activity now; shared with the other tabs unless this tab wrote less than a gap ago. */
export function noteActivity(now: number = Date.now()): void {
  ownLatest = Math.max(ownLatest, now);
  if (now - written < ACTIVITY_WRITE_GAP_MS) return;
  written = now;
  try {
    localStorage.setItem(ACTIVITY_KEY, String(now));
  } catch {
    // Without storage each tab counts its own activity only.
  }
}

/** The last activity in any tab (ms since the epoch); 0 when none is known. */
export function lastActivity(): number {
  let shared = 0;
  try {
    shared = Number(localStorage.getItem(ACTIVITY_KEY)) || 0;
  } catch {
    // This tab's own time only.
  }
  return Math.max(ownLatest, shared);
}

/** A sign-in: the count starts now, whatever an earlier session left in the storage. */
export function startActivity(now: number = Date.now()): void {
  ownLatest = now;
  written = now;
  try {
    localStorage.setItem(ACTIVITY_KEY, String(now));
  } catch {
    // Each tab counts its own activity only.
  }
}
