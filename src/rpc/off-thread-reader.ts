import { AnswerAssembly, type AnswerDecoding, type ReadReply, type ReadRequest } from './answer-reading';

/** The parts of a Worker the reader uses (a fake one in tests). */
export interface AnswerWorker {
  postMessage(request: ReadRequest): void;
  onmessage: ((event: MessageEvent<ReadReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface OffThreadReader {
  /**
   * The method's result read from an answer's text in a Worker, or undefined when the main thread
   * must read it: the answer is not a well-formed result, or the Worker failed.
   */
  read(text: string, decoding: AnswerDecoding): Promise<{ value: unknown } | undefined>;
  /** Starts the Worker ahead of the first answer, so its start-up overlaps the wait for that answer. */
  warm(): void;
}

interface Pending {
  assembly: AnswerAssembly;
  resolve: (read: { value: unknown } | undefined) => void;
}

/** A reader over one Worker, started with the first answer it reads. A Worker that fails leaves every read to the main thread. */
export function createOffThreadReader(startWorker: () => AnswerWorker): OffThreadReader {
  let worker: AnswerWorker | undefined;
  let failed = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const fail = () => {
    failed = true;
    for (const { resolve } of pending.values()) resolve(undefined);
    pending.clear();
  };

  const started = (): AnswerWorker | undefined => {
    if (failed) return undefined;
    if (worker) return worker;
    try {
      worker = startWorker();
    } catch {
      fail();
      return undefined;
    }
    worker.onmessage = ({ data: reply }) => {
      const request = pending.get(reply.id);
      if (!request) return;
      const read = request.assembly.take(reply);
      if (read === undefined) return;
      pending.delete(reply.id);
      request.resolve('value' in read ? read : undefined);
    };
    worker.onerror = fail;
    return worker;
  };

  const send = (request: ReadRequest) => {
    const target = started();
    if (!target) return;
    try {
      target.postMessage(request);
    } catch {
      fail();
    }
  };

  return {
    read(text, decoding) {
      if (failed) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, { assembly: new AnswerAssembly(), resolve });
        send({ id, text, decoding });
      });
    },
    warm: () => void started(),
  };
}

/** The app's reader: a module Worker built from `answer.worker.ts`. */
export const offThreadReader = createOffThreadReader(
  () => new Worker(new URL('./answer.worker.ts', import.meta.url), { type: 'module', name: 'answer-reader' }),
);

/** For a page that knows a large answer is coming (a validator set): the Worker starts while it is fetched. */
export function warmOffThreadReader(): void {
  if (typeof Worker !== 'undefined') offThreadReader.warm();
}
