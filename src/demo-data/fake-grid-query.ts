/**
 * How the fake grid server answers a `getRows`-shaped request: filtering, sorting, paging, grouping,
 * tree levels, aggregation and pivoting over the rows it owns. Pure functions of the rows and the
 * request (the server in fake-grid-server.ts adds latency, failures and a log around them).
 */

export interface FakeFilterItem {
  field: string;
  operator: string;
  value?: unknown;
}

export interface FakeRowsRequest {
  sortModel?: readonly {field: string; sort: 'asc' | 'desc' | null | undefined}[];
  filterModel?: {
    items: readonly FakeFilterItem[];
    logicOperator?: 'and' | 'or';
    quickFilterValues?: readonly unknown[];
  };
  paginationModel?: {page: number; pageSize: number};
  start?: number | string;
  end?: number;
  groupKeys?: readonly string[];
  groupFields?: readonly string[];
  aggregationModel?: Record<string, string>;
  pivotModel?: {
    rows: readonly {field: string}[];
    columns: readonly {field: string; sort?: 'asc' | 'desc'}[];
    values: readonly {field: string; aggFunc: string}[];
  };
}

export type FakeRow = Record<string, unknown>;

export interface FakePivotColumn {
  key: string;
  group: string;
  children?: FakePivotColumn[];
}

export interface FakeRowsResponse {
  rows: FakeRow[];
  rowCount: number;
  aggregateRow?: FakeRow;
  pivotColumns?: FakePivotColumn[];
}

/** Separator between the parts of a pivot value column's field: `2024>Q1>total`. */
export const PIVOT_FIELD_SEPARATOR = '>';

/** The field a pivot value column uses for one column path and one value field. */
export function pivotFieldOf(columnPathKeys: readonly string[], valueField: string): string {
  return [...columnPathKeys, valueField].join(PIVOT_FIELD_SEPARATOR);
}

/** Aggregation functions the fake server implements. */
export const SERVER_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;

// ---------------------------------------------------------------------------------------------
// The operations a server performs, as pure functions

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function matchesItem(row: FakeRow, item: FakeFilterItem): boolean {
  const cell = row[item.field];
  const {operator, value} = item;
  if (operator === 'isEmpty') return isEmptyValue(cell);
  if (operator === 'isNotEmpty') return !isEmptyValue(cell);
  // An item without a value (the user is still typing) filters nothing, as in the grid.
  if (isEmptyValue(value) || (Array.isArray(value) && value.length === 0)) return true;
  const text = String(cell ?? '').toLowerCase();
  const wanted = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(wanted);
    case 'doesNotContain':
      return !text.includes(wanted);
    case 'equals':
    case 'is':
      return text === wanted;
    case 'doesNotEqual':
    case 'not':
      return text !== wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
    case 'isAnyOf':
      return (value as unknown[]).some((candidate) => String(candidate).toLowerCase() === text);
    case '=':
      return Number(cell) === Number(value);
    case '!=':
      return Number(cell) !== Number(value);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      throw new Error(`Fake server: filter operator "${operator}" is not supported.`);
  }
}

export function filterRows<R extends FakeRow>(rows: readonly R[], filterModel: FakeRowsRequest['filterModel']): R[] {
  if (!filterModel) return [...rows];
  const items = filterModel.items;
  const quick = (filterModel.quickFilterValues ?? []).map((v) => String(v).toLowerCase()).filter(Boolean);
  return rows.filter((row) => {
    const itemsPass =
      items.length === 0 ||
      (filterModel.logicOperator === 'or' ? items.some((item) => matchesItem(row, item)) : items.every((item) => matchesItem(row, item)));
    if (!itemsPass) return false;
    // Each quick filter word must appear in some cell of the row.
    return quick.every((word) => Object.values(row).some((cell) => typeof cell !== 'object' && String(cell).toLowerCase().includes(word)));
  });
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function sortRows<R extends FakeRow>(rows: readonly R[], sortModel: FakeRowsRequest['sortModel']): R[] {
  const active = (sortModel ?? []).filter((item) => item.sort === 'asc' || item.sort === 'desc');
  if (active.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const {field, sort} of active) {
      const result = compareValues(a[field], b[field]);
      if (result !== 0) return sort === 'desc' ? -result : result;
    }
    return 0;
  });
}

/**
 * Index range [from, to) of a request: `start`..`end` (inclusive, what the grid sends for pages and
 * lazy-loaded blocks alike), else `paginationModel`, else everything.
 */
export function requestedRange(request: FakeRowsRequest, total: number): [number, number] {
  if (typeof request.start === 'number' && typeof request.end === 'number') {
    return [request.start, Math.min(total, request.end + 1)];
  }
  if (request.paginationModel) {
    const from = request.paginationModel.page * request.paginationModel.pageSize;
    return [from, Math.min(total, from + request.paginationModel.pageSize)];
  }
  return [0, total];
}

export function aggregate(rows: readonly FakeRow[], field: string, fn: string): number {
  const values = rows.map((row) => Number(row[field])).filter((value) => !Number.isNaN(value));
  switch (fn) {
    case 'size':
      return rows.length;
    case 'sum':
      return values.reduce((sum, value) => sum + value, 0);
    case 'avg':
      return values.length === 0 ? 0 : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
    case 'min':
      return values.length === 0 ? 0 : Math.min(...values);
    case 'max':
      return values.length === 0 ? 0 : Math.max(...values);
    default:
      throw new Error(`Fake server: aggregation "${fn}" is not supported (use ${SERVER_AGGREGATIONS.join(', ')}).`);
  }
}

function aggregateRowOf(rows: readonly FakeRow[], model: Record<string, string> | undefined): FakeRow | undefined {
  const entries = Object.entries(model ?? {});
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([field, fn]) => [field, aggregate(rows, field, fn)]));
}

function distinctSorted(rows: readonly FakeRow[], field: string, direction: 'asc' | 'desc' = 'asc'): string[] {
  const values = [...new Set(rows.map((row) => String(row[field])))].sort((a, b) => compareValues(a, b));
  return direction === 'desc' ? values.reverse() : values;
}

/**
 * Group rows of one level: `groupKeys` selects the parent group, the next of `groupFields` is the
 * field to group by. Each group row carries `group` (its key), `childrenCount` and the aggregates.
 */
function groupLevel(rows: readonly FakeRow[], request: FakeRowsRequest): FakeRow[] {
  const groupFields = request.groupFields ?? [];
  const keys = request.groupKeys ?? [];
  const field = groupFields[keys.length]!;
  const buckets = new Map<string, FakeRow[]>();
  for (const row of rows) {
    const key = String(row[field]);
    const bucket = buckets.get(key) ?? [];
    bucket.push(row);
    buckets.set(key, bucket);
  }
  const isLastLevel = keys.length + 1 === groupFields.length;
  return [...buckets.entries()].map(([key, members]) => ({
    id: `group:${[...keys, key].join('/')}`,
    group: key,
    [field]: members[0]![field],
    childrenCount: isLastLevel ? members.length : new Set(members.map((member) => String(member[groupFields[keys.length + 1]!]))).size,
    ...aggregateRowOf(members, request.aggregationModel),
  }));
}

function pivotResponse(
  rows: readonly FakeRow[],
  request: FakeRowsRequest,
): Pick<FakeRowsResponse, 'rows' | 'pivotColumns' | 'aggregateRow'> {
  const pivot = request.pivotModel!;
  // Column paths: every combination of the pivot column fields' values, in the requested order.
  const buildColumns = (level: number, scope: readonly FakeRow[]): FakePivotColumn[] => {
    const column = pivot.columns[level];
    if (!column) return [];
    return distinctSorted(scope, column.field, column.sort).map((value) => {
      const children = buildColumns(
        level + 1,
        scope.filter((row) => String(row[column.field]) === value),
      );
      return children.length > 0 ? {key: value, group: value, children} : {key: value, group: value};
    });
  };
  const pivotColumns = buildColumns(0, rows);
  const paths: string[][] = [];
  const walk = (nodes: readonly FakePivotColumn[], prefix: string[]) => {
    for (const node of nodes) {
      if (node.children) walk(node.children, [...prefix, node.key]);
      else paths.push([...prefix, node.key]);
    }
  };
  walk(pivotColumns, []);

  const pivotValuesOf = (members: readonly FakeRow[]): FakeRow => {
    const values: FakeRow = {};
    for (const path of paths) {
      const inPath = members.filter((row) => path.every((key, index) => String(row[pivot.columns[index]!.field]) === key));
      for (const value of pivot.values) values[pivotFieldOf(path, value.field)] = aggregate(inPath, value.field, value.aggFunc);
    }
    if (paths.length === 0) for (const value of pivot.values) values[value.field] = aggregate(members, value.field, value.aggFunc);
    return values;
  };

  // Grand totals of every pivot value column, for the footer row.
  const aggregateRow = pivotValuesOf(rows);
  if (pivot.rows.length === 0) return {rows: [{id: 'pivot:all', ...aggregateRow}], pivotColumns, aggregateRow};
  const grouped = groupLevel(rows, {...request, groupFields: pivot.rows.map((row) => row.field), aggregationModel: undefined});
  const field = pivot.rows[(request.groupKeys ?? []).length]!.field;
  return {
    rows: grouped.map((groupRow) => ({
      ...groupRow,
      ...pivotValuesOf(rows.filter((row) => String(row[field]) === groupRow.group)),
    })),
    pivotColumns,
    aggregateRow,
  };
}

/**
 * Answer one request against `allRows`, without latency or failures: what the back end computes.
 * `treePath`, when given, makes the data set hierarchical (server-side tree data).
 */
export function answerRequest(
  allRows: readonly FakeRow[],
  request: FakeRowsRequest,
  treePath?: (row: FakeRow) => readonly string[],
): FakeRowsResponse {
  const keys = request.groupKeys ?? [];
  const filtered = filterRows(allRows, request.filterModel);

  if (treePath) {
    // Tree data: the children of the node at `groupKeys`; each carries how many children it has.
    const isChildOf = (row: FakeRow, parent: readonly string[]) => {
      const path = treePath(row);
      return path.length === parent.length + 1 && parent.every((key, index) => path[index] === key);
    };
    const level = sortRows(
      filtered.filter((row) => isChildOf(row, keys)),
      request.sortModel,
    ).map((row) => ({...row, childrenCount: allRows.filter((other) => isChildOf(other, treePath(row))).length}));
    // Only the root level is paged; a parent's children come back whole.
    const [from, to] = keys.length === 0 ? requestedRange(request, level.length) : [0, level.length];
    return {rows: level.slice(from, to), rowCount: level.length};
  }

  // Rows inside the requested parent group (every group key must match its field).
  const groupFields = request.pivotModel ? request.pivotModel.rows.map((row) => row.field) : (request.groupFields ?? []);
  const inGroup = filtered.filter((row) => keys.every((key, index) => String(row[groupFields[index]!]) === key));

  if (request.pivotModel && request.pivotModel.values.length > 0) {
    const {rows, pivotColumns, aggregateRow} = pivotResponse(inGroup, {...request, groupFields});
    const sorted = sortRows(rows, request.sortModel);
    return {rows: sorted, rowCount: sorted.length, pivotColumns, aggregateRow: keys.length === 0 ? aggregateRow : undefined};
  }

  const level = keys.length < groupFields.length ? groupLevel(inGroup, {...request, groupFields}) : inGroup;
  const sorted = sortRows(level, request.sortModel);
  const [from, to] = keys.length === 0 ? requestedRange(request, sorted.length) : [0, sorted.length];
  return {
    rows: sorted.slice(from, to),
    rowCount: sorted.length,
    aggregateRow: keys.length === 0 ? aggregateRowOf(inGroup, request.aggregationModel) : undefined,
  };
}
