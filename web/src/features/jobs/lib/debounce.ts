/**
 * A debounce with a ceiling (spec §9, salary: minimum 500 ms, maximum 1000 ms): `call` runs
 * `wait` ms after the last `schedule`, but never later than `maxWait` ms after the first one of
 * a burst, so dragging the slider still moves the results now and then.
 */
export function createDebouncer(call: () => void, wait = 500, maxWait = 1000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt: number | undefined;
  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    firstAt = undefined;
    call();
  };
  return {
    schedule() {
      const now = Date.now();
      firstAt ??= now;
      clearTimeout(timer);
      timer = setTimeout(run, Math.max(0, Math.min(wait, firstAt + maxWait - now)));
    },
    /** Runs a pending call now. */
    flush() {
      if (timer !== undefined) run();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      firstAt = undefined;
    },
  };
}
