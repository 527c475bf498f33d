/**
 * Ends the current task and resumes in a new one, so that the browser can paint and handle input
 * in between (issue 14: total blocking time counts every task past 50 ms). A message to self: a
 * timeout would be clamped to 4 ms or more, and to once a second in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
