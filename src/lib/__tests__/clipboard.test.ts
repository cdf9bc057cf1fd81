/** @jest-environment jsdom */
import {copyToClipboard, COPY_NOT_ALLOWED_MESSAGE, COPIED_FEEDBACK_MS, COMPACT_COPIED_FEEDBACK_MS} from '../clipboard';

test('feedback durations follow the spec', () => {
  expect(COPIED_FEEDBACK_MS).toBe(2000);
  expect(COMPACT_COPIED_FEEDBACK_MS).toBe(1200);
});

test('uses the Clipboard API when it works', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  await copyToClipboard('abc', {navigator: {clipboard: {writeText}}, document});
  expect(writeText).toHaveBeenCalledWith('abc');
});

test('falls back to execCommand when the Clipboard API rejects', async () => {
  const writeText = jest.fn().mockRejectedValue(new Error('denied'));
  let copied = '';
  document.execCommand = jest.fn(() => {
    copied = (document.activeElement as HTMLTextAreaElement).value;
    return true;
  });
  await copyToClipboard('from fallback', {navigator: {clipboard: {writeText}}, document});
  expect(copied).toBe('from fallback');
  expect(document.querySelectorAll('textarea')).toHaveLength(0);
});

test('throws "The request is not allowed" when both methods fail', async () => {
  const writeText = jest.fn().mockRejectedValue(new Error('denied'));
  document.execCommand = jest.fn(() => false);
  await expect(copyToClipboard('x', {navigator: {clipboard: {writeText}}, document})).rejects.toThrow(COPY_NOT_ALLOWED_MESSAGE);
  document.execCommand = jest.fn(() => {
    throw new Error('nope');
  });
  await expect(copyToClipboard('x', {navigator: {}, document})).rejects.toThrow('The request is not allowed');
});
