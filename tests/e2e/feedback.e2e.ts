/**
 * "Was this page helpful?" against the test build's feedback endpoint (scripts/test-endpoints.mjs),
 * answered per test in the browser context: accepted, or 500. Failure shows the exact message and
 * keeps the comment; success thanks the reader; zh pages ask in Chinese; it works from the keyboard.
 * (No endpoint hides the widget: plugins/feedback/__tests__, as a test build always has one.)
 */
import type {Browser} from 'playwright-core';
import {TEST_ENDPOINTS} from '../../scripts/test-endpoints.mjs';
import {launchBrowser, baseUrl, watchProblems, saveScreenshot} from './harness';
import {fixRandom, requireTestEndpoints} from './fake-ad-network';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'Content-Type',
};

let browser: Browser;
/** Bodies the endpoint accepted. */
const received: unknown[] = [];

beforeAll(async () => {
  requireTestEndpoints();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(pathname: string, answer: 'ok' | 'fail', colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, colorScheme});
  await answerFeedback(context, answer);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  return {page, problems};
}

async function answerFeedback(context: import('playwright-core').BrowserContext, answer: 'ok' | 'fail') {
  await context.route(TEST_ENDPOINTS.feedbackUrl, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
    if (answer === 'fail') return route.fulfill({status: 500, headers: CORS, body: 'boom'});
    received.push(request.postDataJSON());
    return route.fulfill({status: 201, headers: {...CORS, 'Content-Type': 'application/json'}, body: '{"ok":true}'});
  });
}

test('a failed submission shows the exact message and keeps the comment', async () => {
  const {page} = await open('/x/introduction', 'fail');
  await page.getByText('Was this page helpful?').waitFor();
  await page.getByRole('button', {name: 'No'}).click();
  const comment = page.getByLabel('Anything we could improve? (optional)');
  await comment.fill('The install command is missing the pro package.');
  await page.getByRole('button', {name: 'Send feedback'}).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe("Couldn't submit feedback. Please try again later.");
  expect(await comment.inputValue()).toBe('The install command is missing the pro package.');
  expect(await page.getByRole('button', {name: 'Send feedback'}).isEnabled()).toBe(true);
  await page.getByRole('alert').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'feedback-failure-light');
  await page.context().close();
});

test('a successful submission thanks the reader and posts the answer as JSON', async () => {
  const {page, problems} = await open('/x/introduction', 'ok');
  await page.getByRole('button', {name: 'Yes'}).click();
  await page.getByLabel('Anything we could improve? (optional)').fill('Clear, thanks.');
  await page.getByRole('button', {name: 'Send feedback'}).click();
  await page.getByText('Thank you for your feedback!').waitFor();
  expect(received.at(-1)).toEqual({page: '/x/introduction', helpful: true, comment: 'Clear, thanks.', locale: 'en'});
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test('it works from the keyboard alone', async () => {
  const {page} = await open('/x/introduction', 'ok');
  const before = received.length;
  await page.getByRole('button', {name: 'No'}).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // into the comment
  await page.keyboard.type('Keyboard only.');
  await page.keyboard.press('Tab'); // to the submit button
  await page.keyboard.press('Enter');
  await page.getByText('Thank you for your feedback!').waitFor();
  expect(received.length).toBe(before + 1);
  expect(received.at(-1)).toMatchObject({helpful: false, comment: 'Keyboard only.'});
  await page.context().close();
});

test('zh pages ask in Chinese and show the Chinese failure message, dark mode', async () => {
  const {page} = await open('/zh/x/introduction', 'fail', 'dark');
  await page.getByText('这篇文档对你有帮助吗？').waitFor();
  await page.getByRole('button', {name: '没帮助'}).click();
  await page.getByRole('button', {name: '提交反馈'}).click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toBe('反馈提交失败，请稍后再试。');
  await page.getByRole('alert').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'feedback-failure-zh-dark');
  await page.context().close();
});

test.each(['light', 'dark'] as const)('no serious or critical axe violations in the widget and the ad slot (%s)', async (scheme) => {
  const fs = await import('node:fs');
  const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, colorScheme: scheme});
  await answerFeedback(context, 'fail');
  await fixRandom(context, 0.5); // the in-house ad
  const page = await context.newPage();
  await page.goto(baseUrl() + '/x/introduction', {waitUntil: 'load'});
  await page.locator('[data-ad-source="in-house"]').waitFor({timeout: 10_000});
  await page.getByRole('button', {name: 'No'}).click();
  await page.getByRole('button', {name: 'Send feedback'}).click();
  await page.getByRole('alert').waitFor();
  await page.addScriptTag({content: axeSource});
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: unknown,
          ): Promise<{violations: Array<{id: string; impact: string; nodes: Array<{target: unknown; failureSummary?: string}>}>}>;
        };
      }
    ).axe;
    const result = await axe.run({include: [['[data-ad-slot]'], ['form']]});
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('; ')}`);
  });
  expect(violations).toEqual([]);
  await context.close();
});
