// @vitest-environment jsdom
import { endpointAdminApis } from './admin-api';
import { NetworkError } from './errors';
import { fakeDialectNode } from './testing/dialect-nodes';

const BASE = 'http://admin.test';

describe('the admin API learner', () => {
  beforeEach(() => sessionStorage.clear());

  test('default: a node with the admin API is asked once, and the answer is kept for the session', async () => {
    const node = fakeDialectNode('spec', BASE);
    await expect(endpointAdminApis(node)(BASE).learn()).resolves.toEqual({ offered: true, finding: 'on' });
    // Another page load (a new learner) reads the session's answer.
    await expect(endpointAdminApis(node)(BASE).learn()).resolves.toMatchObject({ offered: true });
    expect(node.requests).toHaveLength(1);
  });

  test('behavior: a node without it (HTTP 404) is off, in plain words, and not asked again this session', async () => {
    const node = fakeDialectNode('reference', BASE);
    const learner = endpointAdminApis(node)(BASE);
    await expect(learner.learn()).resolves.toEqual({ offered: false, finding: 'off' });
    await learner.learn();
    await endpointAdminApis(node)(BASE).learn();
    expect(node.requests).toHaveLength(1);
  });

  test('behavior: "forget" asks the node again next time', async () => {
    const node = fakeDialectNode('spec', BASE);
    const learner = endpointAdminApis(node)(BASE);
    await learner.learn();
    learner.forget();
    await learner.learn();
    expect(node.requests).toHaveLength(2);
  });

  test('error: a node that does not answer teaches nothing: rejected, not kept', async () => {
    let down = true;
    const node = fakeDialectNode('spec', BASE);
    const fetch: typeof globalThis.fetch = (input, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : node.fetch(input, init));
    const learner = endpointAdminApis({ fetch })(BASE);
    await expect(learner.learn()).rejects.toBeInstanceOf(NetworkError);
    down = false;
    await expect(learner.learn()).resolves.toMatchObject({ offered: true });
  });
});
