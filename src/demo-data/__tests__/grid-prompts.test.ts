import {resolveLocalPrompt, type PromptColumn} from '../grid-prompts';
import {createOrderRows, createProjectFileRows} from '../bike-orders';

const columns: PromptColumn[] = [
  {field: 'region', names: ['region'], values: ['north', 'south']},
  {field: 'category', names: ['category'], values: ['bikes', 'parts']},
  {field: 'revenue', names: ['revenue', 'sales'], numeric: true},
  {field: 'quantity', names: ['quantity', 'qty'], numeric: true},
];

test('a combined prompt becomes a filter, a sort, a grouping and an aggregation', () => {
  const response = resolveLocalPrompt('Only North and sort by sales desc, group by category and average qty.', columns, 'c1');
  expect(response).toEqual({
    conversationId: 'c1',
    select: -1,
    filters: [{column: 'region', operator: 'equals', value: 'North'}],
    sorting: [{column: 'revenue', direction: 'desc'}],
    grouping: [{column: 'category'}],
    aggregation: {quantity: 'avg'},
    pivoting: {},
    chart: null,
  });
});

test('"reset" clears everything and "select first 3" selects rows', () => {
  expect(resolveLocalPrompt('reset', columns, 'c2').filters).toEqual([]);
  expect(resolveLocalPrompt('select first 3', columns, 'c2').select).toBe(3);
});

test('an unknown clause is rejected with what the resolver understands', () => {
  expect(() => resolveLocalPrompt('sort by colour and only north', columns, 'c3')).toThrow(/Not understood: "sort by colour"\. Try:/);
  expect(() => resolveLocalPrompt('   ', columns, 'c3')).toThrow(/Not understood/);
});

test('demo data is the same on every call (seeded)', () => {
  expect(createOrderRows(20)).toEqual(createOrderRows(20));
  expect(createOrderRows(20, 1)).not.toEqual(createOrderRows(20, 2));
  const files = createProjectFileRows();
  // Every file's parent folders exist as rows, so the tree has no generated gaps.
  const paths = new Set(files.map((row) => row.path.join('/')));
  for (const row of files) {
    for (let depth = 1; depth < row.path.length; depth += 1) expect(paths.has(row.path.slice(0, depth).join('/'))).toBe(true);
  }
});
