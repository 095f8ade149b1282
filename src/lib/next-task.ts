/**
 * Settles in a task of its own, so that work after it does not lengthen the task before. A
 * message channel rather than a timer: timers in a row are clamped to 4 ms, and throttled to one
 * a second in a hidden tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
