import {parseArgs} from '../lib/args';

test('the portal can be measured behind nginx; the serving bench runs 20 s per target unless told otherwise', () => {
  expect(parseArgs([])).toMatchObject({server: 'static', loadSeconds: 20});
  expect(parseArgs(['--server', 'nginx', '--load-seconds', '5'])).toMatchObject({server: 'nginx', loadSeconds: 5});
  expect(() => parseArgs(['--server', 'apache'])).toThrow(/static or nginx/);
  // Bounded: the load run never runs for minutes.
  expect(() => parseArgs(['--load-seconds', '600'])).toThrow(/0-120/);
  // The reduced bench of `npm test` runs no load test.
  expect(parseArgs(['--profile', 'ci'])).toMatchObject({loadSeconds: 0});
});
