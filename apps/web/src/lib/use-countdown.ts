import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown (the 60 s SMS resend wait): `start()` begins it, `remaining` is 0
 * when idle. Survives re-renders; stops on unmount.
 */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    const endsAt = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 250);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start, stop };
}
