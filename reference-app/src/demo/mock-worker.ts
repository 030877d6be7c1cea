// Demo mode's mock worker: a dedicated Web Worker (started by src/demo/start.ts) that holds
// @vitrine/mocks' in-memory library and answers every mocked request the demo service worker
// (public/vitrine-demo-sw.js) sends it through a port the page hands over (src/demo/mock-answers.ts
// does the work). Off the page's main thread, so the answers never wait behind the page's renders, nor
// the renders behind the answers (issue 14, Lighthouse performance). It lives as long as its page: a
// reload starts from the seed again, as before. The messages are in src/demo/protocol.ts.
import './worker-storage';
import { createMockAnswers } from './mock-answers';
import type { FromMockWorker, MockAnswer, MockRequest, ToMockWorker } from './protocol';

/** The worker's side of its page (DedicatedWorkerGlobalScope, whose types this program does not load). */
const scope = self as unknown as {
  postMessage(message: FromMockWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToMockWorker>) => void): void;
};

const mocks = createMockAnswers((message) => scope.postMessage(message));

/** Answers each request of the service worker that comes on `port` (on the port in its ports[0]). */
function listen(port: MessagePort): void {
  port.onmessage = (event: MessageEvent<MockRequest>) => {
    const reply = event.ports[0];
    if (!reply) return;
    void mocks.answer(event.data).then(
      (answered) => reply.postMessage(answered, 'body' in answered && answered.body ? [answered.body] : []),
      (error: unknown) => {
        console.error('vitrine demo: a mocked request failed', error);
        reply.postMessage({ networkError: true } satisfies MockAnswer);
      },
    );
  };
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'start') mocks.start(message.search, message.webSettings);
  else if (message.type === 'connect' && event.ports[0]) listen(event.ports[0]);
  else if (message.type === 'call') mocks.call(message);
});
