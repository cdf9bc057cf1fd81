/**
 * "Was this page helpful?" against feedback endpoints on 127.0.0.1: one that accepts, one that
 * answers 500. Failure shows the exact message and keeps the comment; success thanks the reader;
 * no endpoint hides the widget; zh pages ask in Chinese; it works from the keyboard.
 */
import http from 'node:http';
import type {Browser} from 'playwright-core';
import {launchBrowser, baseUrl, watchProblems, saveScreenshot, openPage} from './harness';

interface FeedbackServer {
  url: string;
  received: unknown[];
  close(): Promise<void>;
}

function startFeedbackServer(): Promise<FeedbackServer> {
  const received: unknown[] = [];
  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/fail') {
        res.writeHead(500, cors);
        res.end('boom');
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(201, {...cors, 'Content-Type': 'application/json'});
      res.end('{"ok":true}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        received,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

let browser: Browser;
let feedback: FeedbackServer;

beforeAll(async () => {
  browser = await launchBrowser();
  feedback = await startFeedbackServer();
});
afterAll(async () => {
  await feedback?.close();
  await browser?.close();
});

async function open(pathname: string, feedbackUrl: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, colorScheme});
  await context.addInitScript((url) => {
    (window as unknown as Record<string, unknown>).__PORTAL_TEST_CONFIG__ = {feedbackUrl: url};
  }, feedbackUrl);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  return {page, problems};
}

test('a failed submission shows the exact message and keeps the comment', async () => {
  const {page} = await open('/x/introduction', `${feedback.url}/fail`);
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
  const {page, problems} = await open('/x/introduction', `${feedback.url}/ok`);
  await page.getByRole('button', {name: 'Yes'}).click();
  await page.getByLabel('Anything we could improve? (optional)').fill('Clear, thanks.');
  await page.getByRole('button', {name: 'Send feedback'}).click();
  await page.getByText('Thank you for your feedback!').waitFor();
  expect(feedback.received.at(-1)).toEqual({page: '/x/introduction', helpful: true, comment: 'Clear, thanks.', locale: 'en'});
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test('it works from the keyboard alone', async () => {
  const {page} = await open('/x/introduction', `${feedback.url}/ok`);
  const before = feedback.received.length;
  await page.getByRole('button', {name: 'No'}).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // into the comment
  await page.keyboard.type('Keyboard only.');
  await page.keyboard.press('Tab'); // to the submit button
  await page.keyboard.press('Enter');
  await page.getByText('Thank you for your feedback!').waitFor();
  expect(feedback.received.length).toBe(before + 1);
  expect(feedback.received.at(-1)).toMatchObject({helpful: false, comment: 'Keyboard only.'});
  await page.context().close();
});

test('zh pages ask in Chinese and show the Chinese failure message, dark mode', async () => {
  const {page} = await open('/zh/x/introduction', `${feedback.url}/fail`, 'dark');
  await page.getByText('这篇文档对你有帮助吗？').waitFor();
  await page.getByRole('button', {name: '没帮助'}).click();
  await page.getByRole('button', {name: '提交反馈'}).click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toBe('反馈提交失败，请稍后再试。');
  await page.getByRole('alert').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'feedback-failure-zh-dark');
  await page.context().close();
});

test('no endpoint configured: the widget is not there', async () => {
  const {page} = await openPage(browser, '/x/introduction');
  await page.waitForTimeout(1000);
  expect(await page.getByText('Was this page helpful?').count()).toBe(0);
  await page.context().close();
});

test.each(['light', 'dark'] as const)('no serious or critical axe violations in the widget and the ad slot (%s)', async (scheme) => {
  const fs = await import('node:fs');
  const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, colorScheme: scheme});
  await context.addInitScript((url) => {
    (window as unknown as Record<string, unknown>).__PORTAL_TEST_CONFIG__ = {feedbackUrl: url, randomSequence: [0.5]};
  }, `${feedback.url}/fail`);
  const page = await context.newPage();
  await page.goto(baseUrl() + '/x/introduction', {waitUntil: 'load'});
  await page.locator('[data-ad-source="in-house"]').waitFor({timeout: 10_000});
  await page.getByRole('button', {name: 'No'}).click();
  await page.getByRole('button', {name: 'Send feedback'}).click();
  await page.getByRole('alert').waitFor();
  await page.addScriptTag({content: axeSource});
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run(ctx: unknown): Promise<{violations: Array<{id: string; impact: string; nodes: Array<{target: unknown; failureSummary?: string}>}>}>}}).axe;
    const result = await axe.run({include: [['[data-ad-slot]'], ['form']]});
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('; ')}`);
  });
  expect(violations).toEqual([]);
  await context.close();
});
