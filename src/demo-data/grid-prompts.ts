/**
 * A tiny, deterministic stand-in for the AI service behind the Data Grid's AI assistant, for the
 * demos: it understands a few fixed sentence shapes and answers with the same `PromptResponse`
 * structure a real service returns. Anything else is rejected with a message saying what it knows.
 */
import type {PromptResponse} from '@mui/x-data-grid-premium';

export interface PromptColumn {
  field: string;
  /** Words a reader may use for the column, lower case ("revenue", "sales"). */
  names: string[];
  /** Distinct values a filter can match ("north", "bikes"), lower case. */
  values?: string[];
  numeric?: boolean;
}

type Aggregation = PromptResponse['aggregation'][string];
const AGGREGATION_WORDS: Record<string, Aggregation> = {
  total: 'sum',
  sum: 'sum',
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  max: 'max',
  highest: 'max',
  min: 'min',
  lowest: 'min',
  count: 'size',
};

export function emptyPromptResponse(conversationId: string): PromptResponse {
  return {conversationId, select: -1, filters: [], aggregation: {}, sorting: [], grouping: [], pivoting: {}, chart: null};
}

function findColumn(columns: PromptColumn[], words: string): PromptColumn | undefined {
  const text = words.trim();
  return columns.find((column) => column.names.some((name) => text === name || text.startsWith(`${name} `)));
}

/** Parses one clause into `response`; returns false when the clause is not understood. */
function applyClause(clause: string, columns: PromptColumn[], response: PromptResponse): boolean {
  let match = /^(?:sort|order)(?: rows)? by (.+?)(?: (asc|ascending|desc|descending))?$/.exec(clause);
  if (match) {
    const column = findColumn(columns, match[1]!);
    if (!column) return false;
    const direction = match[2]?.startsWith('desc') ? 'desc' : 'asc';
    response.sorting.push({column: column.field, direction});
    return true;
  }
  match = /^group(?: rows)? by (.+)$/.exec(clause);
  if (match) {
    const column = findColumn(columns, match[1]!);
    if (!column) return false;
    response.grouping.push({column: column.field});
    return true;
  }
  match = /^(total|sum|average|avg|mean|max|highest|min|lowest|count)(?: of)? (.+)$/.exec(clause);
  if (match) {
    const column = findColumn(columns, match[2]!);
    if (!column) return false;
    response.aggregation[column.field] = AGGREGATION_WORDS[match[1]!]!;
    return true;
  }
  match = /^(?:only|show|show only|filter)(?: rows)?(?: for| in| from)? (.+)$/.exec(clause);
  if (match) {
    const value = match[1]!.trim();
    const column = columns.find((candidate) => candidate.values?.includes(value));
    if (!column) return false;
    // Filter values keep the case used in the rows: capitalise like the data ("north" -> "North").
    const original = value.replace(/\b\w/g, (letter) => letter.toUpperCase());
    response.filters.push({column: column.field, operator: 'equals', value: original});
    return true;
  }
  match = /^select(?: the)? (?:first|top) (\d+)(?: rows)?$/.exec(clause);
  if (match) {
    response.select = Number(match[1]);
    return true;
  }
  return clause === 'reset' || clause === 'clear';
}

export const PROMPT_HELP =
  'Try: "sort by revenue desc", "group by region", "total revenue", "only bikes", "select first 3", "reset" (combine with "and").';

/**
 * Resolves a prompt like "only north and sort by revenue desc". Throws an Error with PROMPT_HELP when
 * a part is not understood, which the grid shows as the prompt's error.
 */
export function resolveLocalPrompt(prompt: string, columns: PromptColumn[], conversationId: string): PromptResponse {
  const response = emptyPromptResponse(conversationId);
  const clauses = prompt
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    .split(/\s*(?:,|\band\b|;)\s*/)
    .filter(Boolean);
  const unknown = clauses.filter((clause) => !applyClause(clause, columns, response));
  if (clauses.length === 0 || unknown.length > 0) {
    throw new Error(`Not understood: "${unknown.join('", "') || prompt}". ${PROMPT_HELP}`);
  }
  return response;
}
