/** @jest-environment jsdom */
import {render} from '@testing-library/react';
import type {ReactNode} from 'react';
import NavBadges, {PlanBadge} from '..';

jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({to, children, ...rest}: {to: string; children: ReactNode}) => (
      <a href={to} {...rest}>
        {children}
      </a>
    ),
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/Translate',
  () => ({
    __esModule: true,
    translate: ({message}: {message: string}) => message,
  }),
  {virtual: true},
);
jest.mock('@docusaurus/useGlobalData', () => ({__esModule: true, usePluginData: () => ({flags: {}, pagination: {}})}), {virtual: true});
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({siteConfig: {baseUrl: '/'}})}), {
  virtual: true,
});

test('renders the plan as a link to licensing and each chip with its hook', () => {
  const {container} = render(<NavBadges flags={{plan: 'premium', newFeature: true, unstable: true}} />);
  const plan = container.querySelector('[data-plan="premium"]')!;
  expect(plan.tagName).toBe('A');
  expect(plan.getAttribute('href')).toBe('/x/introduction/licensing');
  expect(plan.textContent).toBe('Premium');
  expect(Array.from(container.querySelectorAll('[data-flag]')).map((n) => `${n.getAttribute('data-flag')}=${n.textContent}`)).toEqual([
    'new=New',
    'unstable=Unstable',
  ]);
});

test('renders nothing for an entry without flags', () => {
  expect(render(<NavBadges flags={{}} />).container.innerHTML).toBe('');
  expect(render(<NavBadges flags={undefined} />).container.innerHTML).toBe('');
});

test('a plan badge inside another link is plain text (links cannot nest)', () => {
  const {container} = render(<PlanBadge plan="pro" link={false} />);
  expect(container.querySelector('a')).toBeNull();
  expect(container.querySelector('[data-plan="pro"]')?.textContent).toBe('Pro');
});

test('omit drops chips shown some other way', () => {
  const {container} = render(<NavBadges flags={{planned: true, newFeature: true}} omit={['planned']} />);
  expect(Array.from(container.querySelectorAll('[data-flag]')).map((n) => n.getAttribute('data-flag'))).toEqual(['new']);
});
