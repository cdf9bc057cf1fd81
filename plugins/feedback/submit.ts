/** Sends one "Was this page helpful?" answer as JSON to the configured endpoint. */

/** A request that takes longer than this is treated as failed (the reader can try again). */
export const FEEDBACK_TIMEOUT_MS = 10_000;
/** Comments longer than this are cut before sending. */
export const FEEDBACK_MAX_COMMENT_CHARS = 2000;

export interface FeedbackPayload {
  /** Path of the page the feedback is about. */
  page: string;
  helpful: boolean;
  comment: string;
  locale: string;
}

export type FeedbackResult = 'sent' | 'failed';

/** The endpoint as an http(s) URL, or undefined (then the widget is hidden). */
export function feedbackEndpoint(url: string, base: string): string | undefined {
  if (!url.trim()) return undefined;
  try {
    const parsed = new URL(url.trim(), base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function buildPayload(input: FeedbackPayload): FeedbackPayload {
  return {...input, comment: input.comment.trim().slice(0, FEEDBACK_MAX_COMMENT_CHARS)};
}

/** POSTs the payload; any network error, timeout or non-2xx answer is 'failed'. */
export async function submitFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  doFetch: typeof fetch = fetch,
  timeoutMs: number = FEEDBACK_TIMEOUT_MS,
): Promise<FeedbackResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(buildPayload(payload)),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
