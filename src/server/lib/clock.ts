// The server's idea of "now" for what follows the calendar (pledge reminders, D-234): the real
// time, moved by an offset that only demo mode's PUT /api/dev/clock sets, so an API test can say
// "it is 06:00 in Nairobi on the day before a pledge falls due" to a real server process. Timers,
// leases, tokens and logs keep the real time; production has no way to move this one.

let offsetMs = 0;
const listeners = new Set<() => void>();

export const clock = {
  now: () => new Date(Date.now() + offsetMs),
  /** Demo mode only (the dev route): from now on, `now()` reads `at` and goes on from there. */
  set(at: Date) {
    offsetMs = at.getTime() - Date.now();
    listeners.forEach((listener) => listener());
  },
  reset() {
    offsetMs = 0;
    listeners.forEach((listener) => listener());
  },
  /** Work that follows the calendar runs again when the time is moved (a job's wake). */
  onChange(listener: () => void) {
    listeners.add(listener);
  },
};
