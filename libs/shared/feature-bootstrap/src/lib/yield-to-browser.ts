/**
 * Ends the current task and resumes in a new one, so that the browser can paint and handle input
 * in between (issue 14: total blocking time counts every task past 50 ms). `scheduler.yield()`
 * where the browser has it (it resumes ahead of other queued tasks), otherwise a message to self
 * (a timeout would be clamped to 4 ms or more, and throttled in a hidden tab).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
