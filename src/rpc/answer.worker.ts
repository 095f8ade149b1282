/**
 * Reads large node answers off the main thread (see `answer-reading.ts`): one request in (its text
 * in slices), its replies out, in order.
 */
import { readAnswer, TextGathering, type ReadReply, type TextSlice } from './answer-reading';

/** The Worker's global scope, as far as this file uses it (the app's types are the window's). */
declare const self: {
  onmessage: ((event: MessageEvent<TextSlice>) => void) | null;
  postMessage(reply: ReadReply): void;
};

const gathering = new TextGathering();

self.onmessage = (event) => {
  const request = gathering.take(event.data);
  if (request) for (const reply of readAnswer(request)) self.postMessage(reply);
};
