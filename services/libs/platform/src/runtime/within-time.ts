/**
 * `work`, or a rejection with `why` (a message, or a function making the error) once `ms` pass,
 * after `onTimeout` (if given) has cut the work short. The timer is cleared either way, so a
 * finished race keeps no process alive.
 */
export async function withinTime<T>(work: Promise<T>, ms: number, why: string | (() => Error), onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      try {
        onTimeout?.();
      } finally {
        reject(typeof why === 'string' ? new Error(why) : why());
      }
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
