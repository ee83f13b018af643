// `setImmediate` for the web worker bundle (scripts/bundles.mjs injects it):
// the shared server code yields with it between steps of a long validation so
// a newer edit is read first. A MessageChannel message is the browser's
// equivalent (a macrotask, run after pending messages and without the 4 ms
// clamp that nested `setTimeout(0)`s get); `queueMicrotask` would not yield.
const queue: (() => void)[] = [];
/** The browser's MessageChannel (Node's types, which this project compiles with, lack the ports' `onmessage`). */
interface Channel {
  port1: { onmessage: (() => void) | null };
  port2: { postMessage(message: unknown): void };
}
let channel: Channel | undefined;

export function setImmediate(callback: (...args: unknown[]) => void, ...args: unknown[]): number {
  if (!channel) {
    channel = new MessageChannel() as unknown as Channel;
    channel.port1.onmessage = () => queue.shift()?.();
  }
  queue.push(() => callback(...args));
  channel.port2.postMessage(0);
  return queue.length;
}
