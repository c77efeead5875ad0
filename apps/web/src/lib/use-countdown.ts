import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown (the SMS resend wait): `start()` begins it, for `seconds` or for the
 * wait the server answered; `remaining` is 0 when idle. Survives re-renders; stops on unmount.
 */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (answered?: number) => {
      stop();
      const total = answered !== undefined && answered > 0 ? answered : seconds;
      const endsAt = Date.now() + total * 1000;
      setRemaining(total);
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 250);
    },
    [seconds, stop],
  );

  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start, stop };
}
