import {
  answerRequest,
  createEmployeeRows,
  createFakeGridServer,
  createOrderRows,
  FakeServerError,
  pivotFieldOf,
  type FakeRow,
} from '../fake-grid-server';

const orders = createOrderRows(200) as unknown as FakeRow[];
const employees = createEmployeeRows() as unknown as FakeRow[];
const treePath = (row: FakeRow) => row.path as string[];
const noWait = () => Promise.resolve();

describe('data sets', () => {
  test('are the same for a seed and differ between seeds', () => {
    expect(createOrderRows(50)).toEqual(createOrderRows(50));
    expect(createOrderRows(50, 1)).not.toEqual(createOrderRows(50, 2));
  });

  test('employees form a tree with unique names and a single root', () => {
    const names = employees.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(employees).toHaveLength(1 + 4 + 12 + 36);
    expect(employees.filter((row) => treePath(row).length === 1)).toHaveLength(1);
  });
});

describe('answerRequest', () => {
  test('pages with start/end and reports the full row count', () => {
    const response = answerRequest(orders, {start: 20, end: 29});
    expect(response.rows.map((row) => row.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(response.rowCount).toBe(200);
  });

  test('uses paginationModel when no start/end is given', () => {
    const response = answerRequest(orders, {paginationModel: {page: 2, pageSize: 5}});
    expect(response.rows.map((row) => row.id)).toEqual([11, 12, 13, 14, 15]);
  });

  test('filters before paging, and the row count follows the filter', () => {
    const response = answerRequest(orders, {
      filterModel: {items: [{field: 'country', operator: 'equals', value: 'Japan'}]},
      start: 0,
      end: 4,
    });
    const japan = orders.filter((row) => row.country === 'Japan');
    expect(response.rowCount).toBe(japan.length);
    expect(response.rows.every((row) => row.country === 'Japan')).toBe(true);
  });

  test('combines filter items with "or" and applies the quick filter to every cell', () => {
    const either = answerRequest(orders, {
      filterModel: {
        logicOperator: 'or',
        items: [
          {field: 'country', operator: 'is', value: 'Kenya'},
          {field: 'quantity', operator: '>', value: 19},
        ],
      },
    });
    expect(either.rows.every((row) => row.country === 'Kenya' || (row.quantity as number) > 19)).toBe(true);
    const quick = answerRequest(orders, {filterModel: {items: [], quickFilterValues: ['laptop']}});
    expect(quick.rows.length).toBeGreaterThan(0);
    expect(quick.rows.every((row) => row.product === 'Laptop')).toBe(true);
  });

  test('ignores a filter item without a value and rejects an unknown operator clearly', () => {
    expect(answerRequest(orders, {filterModel: {items: [{field: 'country', operator: 'contains', value: ''}]}}).rowCount).toBe(200);
    expect(() => answerRequest(orders, {filterModel: {items: [{field: 'country', operator: 'sounds-like', value: 'x'}]}})).toThrow(
      'filter operator "sounds-like" is not supported',
    );
  });

  test('sorts by several fields, in order', () => {
    const {rows} = answerRequest(orders, {
      sortModel: [
        {field: 'country', sort: 'asc'},
        {field: 'total', sort: 'desc'},
      ],
    });
    for (let i = 1; i < rows.length; i += 1) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      const byCountry = String(a.country).localeCompare(String(b.country));
      expect(byCountry <= 0).toBe(true);
      if (byCountry === 0) expect((a.total as number) >= (b.total as number)).toBe(true);
    }
  });

  test('returns the aggregate row of the filtered rows', () => {
    const response = answerRequest(orders, {aggregationModel: {total: 'sum', quantity: 'max'}, start: 0, end: 9});
    expect(response.aggregateRow).toEqual({
      total: orders.reduce((sum, row) => sum + (row.total as number), 0),
      quantity: Math.max(...orders.map((row) => row.quantity as number)),
    });
  });

  test('answers a tree level: children of the group keys, each with its children count', () => {
    const root = answerRequest(employees, {}, treePath);
    expect(root.rows).toHaveLength(1);
    expect(root.rows[0]!.childrenCount).toBe(4);
    const vps = answerRequest(employees, {groupKeys: [root.rows[0]!.name as string]}, treePath);
    expect(vps.rows).toHaveLength(4);
    expect(vps.rows.every((row) => row.title === 'Vice president' && row.childrenCount === 3)).toBe(true);
  });

  test('groups the first level, then returns the leaves of a group', () => {
    const groups = answerRequest(orders, {groupFields: ['category'], aggregationModel: {total: 'sum'}});
    expect(groups.rows.map((row) => row.group).sort()).toEqual(['Audio', 'Computers', 'Home', 'Phones']);
    const audio = groups.rows.find((row) => row.group === 'Audio')!;
    const audioOrders = orders.filter((row) => row.category === 'Audio');
    expect(audio.childrenCount).toBe(audioOrders.length);
    expect(audio.total).toBe(audioOrders.reduce((sum, row) => sum + (row.total as number), 0));
    const leaves = answerRequest(orders, {groupFields: ['category'], groupKeys: ['Audio'], start: 0, end: 9});
    // Children of a group come back whole, whatever the page.
    expect(leaves.rows).toHaveLength(audioOrders.length);
  });

  test('groups a second level inside the first', () => {
    const countries = answerRequest(orders, {groupFields: ['category', 'country'], groupKeys: ['Home']});
    const homeCountries = new Set(orders.filter((row) => row.category === 'Home').map((row) => row.country));
    expect(countries.rows.map((row) => row.group).sort()).toEqual([...homeCountries].sort());
    expect(countries.rows[0]!.id).toMatch(/^group:Home\//);
  });

  test('pivots: column tree from the column fields, values under the pivot fields', () => {
    const response = answerRequest(orders, {
      pivotModel: {rows: [{field: 'category'}], columns: [{field: 'year', sort: 'asc'}], values: [{field: 'total', aggFunc: 'sum'}]},
    });
    expect(response.pivotColumns).toEqual([
      {key: '2023', group: '2023'},
      {key: '2024', group: '2024'},
      {key: '2025', group: '2025'},
    ]);
    const phones = response.rows.find((row) => row.group === 'Phones')!;
    const expected = orders
      .filter((row) => row.category === 'Phones' && row.year === 2024)
      .reduce((sum, row) => sum + (row.total as number), 0);
    expect(phones[pivotFieldOf(['2024'], 'total')]).toBe(expected);
    const all2024 = orders.filter((row) => row.year === 2024).reduce((sum, row) => sum + (row.total as number), 0);
    expect(response.aggregateRow?.[pivotFieldOf(['2024'], 'total')]).toBe(all2024);
  });
});

describe('createFakeGridServer', () => {
  test('waits for the configured latency before answering', async () => {
    const waits: number[] = [];
    const server = createFakeGridServer({rows: orders, settings: {latencyMs: 250}, wait: async (ms) => void waits.push(ms)});
    const response = await server.getRows({start: 0, end: 4});
    expect(waits).toEqual([250]);
    expect(response.rows).toHaveLength(5);
  });

  test('fails the next request on demand with a clear error, then recovers', async () => {
    const server = createFakeGridServer({rows: orders, wait: noWait});
    server.failNextRequest();
    await expect(server.getRows({})).rejects.toThrow(/request #1 failed with HTTP 500/);
    await expect(server.getRows({})).resolves.toMatchObject({rowCount: 200});
    expect(server.log().map((entry) => entry.outcome)).toEqual(['ok', 'error']);
  });

  test('fails about the configured share of requests, deterministically', async () => {
    const run = async () => {
      const server = createFakeGridServer({rows: orders, wait: noWait, settings: {errorRate: 0.5}});
      const outcomes: boolean[] = [];
      for (let i = 0; i < 40; i += 1)
        outcomes.push(
          await server.getRows({start: 0, end: 0}).then(
            () => true,
            (error) => !(error instanceof FakeServerError),
          ),
        );
      return outcomes;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    const failures = first.filter((ok) => !ok).length;
    expect(failures).toBeGreaterThan(10);
    expect(failures).toBeLessThan(30);
  });

  test('rejects invalid settings and keeps the previous ones', () => {
    const server = createFakeGridServer({rows: orders, settings: {latencyMs: 100}});
    expect(() => server.configure({errorRate: 2})).toThrow('error rate between 0 and 1');
    expect(server.settings()).toEqual({latencyMs: 100, errorRate: 0});
  });

  test('notifies subscribers after each request', async () => {
    const server = createFakeGridServer({rows: orders, wait: noWait});
    const calls: number[] = [];
    const unsubscribe = server.subscribe(() => calls.push(server.log().length));
    await server.getRows({});
    unsubscribe();
    await server.getRows({});
    expect(calls).toEqual([1]);
  });
});

describe('updateRow', () => {
  test('changes what later requests return, without touching the caller rows', async () => {
    const source = createOrderRows(10) as unknown as FakeRow[];
    const server = createFakeGridServer({rows: source, wait: noWait});
    await server.updateRow({...source[0]!, customer: 'Zed Zimmer'});
    const {rows} = await server.getRows({filterModel: {items: [{field: 'customer', operator: 'equals', value: 'Zed Zimmer'}]}});
    expect(rows.map((row) => row.id)).toEqual([1]);
    expect(source[0]!.customer).not.toBe('Zed Zimmer');
  });

  test('a failed save leaves the row as it was', async () => {
    const server = createFakeGridServer({rows: orders, wait: noWait});
    server.failNextRequest();
    await expect(server.updateRow({...orders[0]!, customer: 'Nobody'})).rejects.toBeInstanceOf(FakeServerError);
    const {rows} = await server.getRows({start: 0, end: 0});
    expect(rows[0]!.customer).toBe(orders[0]!.customer);
  });
});
