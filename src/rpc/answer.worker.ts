/**
 * Reads large node answers off the main thread (see `answer-reading.ts`): one request in, its
 * replies out, in order.
 */
import { readAnswer, type ReadReply, type ReadRequest } from './answer-reading';

/** The Worker's global scope, as far as this file uses it (the app's types are the window's). */
declare const self: {
  onmessage: ((event: MessageEvent<ReadRequest>) => void) | null;
  postMessage(reply: ReadReply): void;
};

self.onmessage = (event) => {
  for (const reply of readAnswer(event.data)) self.postMessage(reply);
};
