/**
 * Runs an action once per key and shares its promise. Tickets from emails are single-use,
 * and React's development mode runs effects twice: without this the second run would
 * report a valid link as invalid.
 */
export function onceByKey<T>(): (key: string, action: () => Promise<T>) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (key, action) => {
    let promise = started.get(key);
    if (!promise) {
      promise = action();
      started.set(key, promise);
    }
    return promise;
  };
}
