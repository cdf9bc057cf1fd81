import {buildPayload, feedbackEndpoint, submitFeedback, FEEDBACK_MAX_COMMENT_CHARS} from '../submit';

const payload = {page: '/x/introduction', helpful: false, comment: '  The example is out of date.  ', locale: 'en'};

test('POSTs the answer as JSON, comment trimmed', async () => {
  const fetchMock = jest.fn(async () => ({ok: true}) as Response);
  expect(await submitFeedback('https://fb.test/api', payload, fetchMock)).toBe('sent');
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://fb.test/api');
  expect(init.method).toBe('POST');
  expect(init.headers).toEqual({'Content-Type': 'application/json'});
  expect(JSON.parse(init.body as string)).toEqual({...payload, comment: 'The example is out of date.'});
});

test.each([
  ['a 500 answer', async () => ({ok: false, status: 500}) as Response],
  ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
])('%s is a failure', async (_label, impl) => {
  expect(await submitFeedback('https://fb.test/api', payload, jest.fn(impl) as typeof fetch)).toBe('failed');
});

test('a request that never answers fails after the timeout', async () => {
  jest.useFakeTimers();
  const fetchMock = jest.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  );
  const result = submitFeedback('https://fb.test/api', payload, fetchMock as typeof fetch, 10_000);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(await result).toBe('failed');
  jest.useRealTimers();
});

test('endpoints: none or non-http hides the widget; relative ones resolve', () => {
  expect(feedbackEndpoint('', 'https://site.test/')).toBeUndefined();
  expect(feedbackEndpoint('   ', 'https://site.test/')).toBeUndefined();
  expect(feedbackEndpoint('javascript:alert(1)', 'https://site.test/')).toBeUndefined();
  expect(feedbackEndpoint('/api/feedback', 'https://site.test/x/a')).toBe('https://site.test/api/feedback');
});

test('a huge comment is cut to the maximum', () => {
  expect(buildPayload({...payload, comment: 'x'.repeat(10_000)}).comment).toHaveLength(FEEDBACK_MAX_COMMENT_CHARS);
});
