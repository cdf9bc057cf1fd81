/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import {docusaurusContext, Translate, translate} from '@site/tests/unit/docusaurus-mocks';
import {globalDataMock} from '@site/tests/unit/global-data-mock';
import {FEEDBACK_PLUGIN} from '@site/src/config/plugin-data';
import PageFeedback from '../theme/PageFeedback';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/x/introduction'})}), {virtual: true});
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => docusaurusContext}), {virtual: true});
jest.mock('@docusaurus/Translate', () => ({__esModule: true, default: Translate, translate}), {virtual: true});

const published = globalDataMock[FEEDBACK_PLUGIN]!.default;
/** The feedback plugin's options as a build with this endpoint would publish them. */
function configureEndpoint(url: string) {
  globalDataMock[FEEDBACK_PLUGIN] = {default: {url}};
}

afterEach(() => {
  globalDataMock[FEEDBACK_PLUGIN] = {default: published};
});

async function answerNo(comment: string) {
  fireEvent.click(screen.getByRole('button', {name: 'No'}));
  fireEvent.change(screen.getByLabelText('Anything we could improve? (optional)'), {target: {value: comment}});
  await act(async () => {
    fireEvent.click(screen.getByRole('button', {name: 'Send feedback'}));
  });
}

test('no endpoint configured: the widget is hidden', () => {
  configureEndpoint('');
  const {container} = render(<PageFeedback />);
  expect(container.innerHTML).toBe('');
});

test('a failed submission shows the error and keeps the comment', async () => {
  configureEndpoint('https://fb.test/api');
  global.fetch = jest.fn(async () => ({ok: false, status: 500}) as Response);
  render(<PageFeedback />);
  expect(screen.getByText('Was this page helpful?')).toBeTruthy();
  await answerNo('The second example does not compile.');
  expect(screen.getByRole('alert').textContent).toBe("Couldn't submit feedback. Please try again later.");
  expect((screen.getByLabelText('Anything we could improve? (optional)') as HTMLTextAreaElement).value).toBe(
    'The second example does not compile.',
  );
  expect(screen.getByRole('button', {name: 'No'}).getAttribute('aria-pressed')).toBe('true');
});

test('a successful submission thanks the reader and sent the answer', async () => {
  configureEndpoint('https://fb.test/api');
  const fetchMock = jest.fn(async () => ({ok: true}) as Response);
  global.fetch = fetchMock;
  render(<PageFeedback />);
  await answerNo('Needs a diagram.');
  expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback!');
  const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
  expect(body).toEqual({page: '/x/introduction', helpful: false, comment: 'Needs a diagram.', locale: 'en'});
});

test('nothing is sent before yes or no is chosen', () => {
  configureEndpoint('https://fb.test/api');
  global.fetch = jest.fn();
  render(<PageFeedback />);
  expect(screen.queryByRole('button', {name: 'Send feedback'})).toBeNull();
  expect(global.fetch).not.toHaveBeenCalled();
});
