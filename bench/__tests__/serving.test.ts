import {parseWrk, renderServing, servingSummary, type ServingResult} from '../serving';

const WRK = `Running 20s test @ http://127.0.0.1:40123/x/react-data-grid
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.10ms    1.20ms  40.00ms   90.00%
    Req/Sec     5.20k   300.00     6.00k    70.00%
  Latency Distribution
     50%    2.90ms
     75%    3.40ms
     90%    4.10ms
     99%   12.50ms
  207000 requests in 20.00s, 1.50GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  10350.00
Transfer/sec:     76.80MB
`;

test('wrk --latency output: requests per second, p50 and p99 in ms, bytes per response, every error counted', () => {
  expect(parseWrk(WRK)).toEqual({
    requestsPerSecond: 10350,
    p50Ms: 2.9,
    p99Ms: 12.5,
    bytesPerResponse: Math.round((1.5 * 1024 ** 3) / 207000),
    errors: 7,
  });
  expect(parseWrk(WRK.replace('12.50ms', '1.20s')).p99Ms).toBe(1200);
  expect(parseWrk(WRK.replace('99%   12.50ms', '99%   850.00us')).p99Ms).toBeCloseTo(0.85);
  // Output wrk never wrote (a crash) is no figure, not zero.
  expect(parseWrk('').requestsPerSecond).toBeNaN();
});

test('the report names each server and target; the summary line gives nginx’s figures and the cache size', () => {
  const row = {seconds: 20, connections: 32, p50Ms: 2.9, bytesPerResponse: 9000, errors: 0};
  const result: ServingResult = {
    startedAt: '2026-11-24T01:00:00Z',
    machine: {cpus: 2, loadAverage: [1, 1, 1], wrk: 'wrk 4.1.0', nginx: 'nginx version: nginx/1.22.1'},
    load: [
      {server: 'nginx', target: 'page', path: '/x/react-data-grid', requestsPerSecond: 9000, p99Ms: 11.25, ...row},
      {server: 'nginx', target: 'asset', path: '/assets/js/main.1.js', requestsPerSecond: 7000, p99Ms: 20, ...row},
      {server: 'static-server.mjs', target: 'page', path: '/x/react-data-grid', requestsPerSecond: 1500, p99Ms: 60, ...row},
    ],
    cache: {
      pages: ['/x/a', '/x/b'],
      seconds: 30,
      caches: {'portal-pages': {entries: 2, bytes: 2e6}},
      totalBytes: 2e6,
      storageUsageBytes: 3e6,
    },
  };
  const md = renderServing(result);
  expect(md).toContain('| nginx | page | `/x/react-data-grid` | 9000 | 2.90 ms | 11.25 ms | 9000 | 0 |');
  expect(md).toContain('| static-server.mjs | page |');
  expect(md).toContain('| all | 2 | 2.0 MB |');
  expect(servingSummary(result)).toBe(
    'bench serving: nginx page 9000 req/s p99 11.3 ms; asset 7000 req/s p99 20.0 ms; offline caches after 2 pages 2.0 MB',
  );
});
