/**
 * A local, deterministic stand-in for an AI prompt service, for the AI assistant and prompt field
 * demos on the inventory rows (src/demo-data/inventory.ts). It recognises a few phrases and answers
 * with the same structure a real service returns, so the grid applies it the same way. It is not
 * a language model: anything it does not recognise is rejected with a message saying what it knows.
 */
import type {PromptResponse} from '@mui/x-data-grid-premium';

export const INVENTORY_PROMPT_EXAMPLES = [
  'Show low stock products',
  'Only wheels and parts, sort by price descending',
  'Group by category with total stock',
  'Pivot stock by category',
  'Select the top 3 by stock',
  'Reset',
];

const CATEGORIES = ['Frames', 'Wheels', 'Parts', 'Apparel'];
const SORT_FIELDS: Record<string, string> = {price: 'unitPrice', stock: 'inStock', product: 'product', restock: 'restockedOn'};

function emptyResponse(conversationId: string): PromptResponse {
  return {conversationId, select: -1, filters: [], aggregation: {}, sorting: [], grouping: [], pivoting: {}, chart: null};
}

/** Turns a prompt into grid changes, or throws an Error whose message the assistant shows. */
export function interpretInventoryPrompt(prompt: string, conversationId = 'local'): PromptResponse {
  const text = prompt.toLowerCase();
  const response = emptyResponse(conversationId);
  let understood = /\b(reset|clear|everything)\b/.test(text);

  const categories = CATEGORIES.filter((category) => text.includes(category.toLowerCase()));
  if (categories.length > 0) {
    response.filters.push({column: 'category', operator: 'isAnyOf', value: categories});
    understood = true;
  }
  if (/sold out|out of stock/.test(text)) {
    response.filters.push({column: 'inStock', operator: '=', value: 0});
    understood = true;
  } else if (/low stock/.test(text)) {
    response.filters.push({column: 'inStock', operator: '<', value: 20});
    understood = true;
  }

  const sortMatch = /(?:sort|order) by (price|stock|product|restock)/.exec(text);
  const topMatch = /top (\d+) by (price|stock)/.exec(text);
  if (sortMatch || topMatch) {
    const key = (sortMatch?.[1] ?? topMatch?.[2])!;
    const descending = Boolean(topMatch) || /desc|highest|most/.test(text);
    response.sorting.push({column: SORT_FIELDS[key]!, direction: descending ? 'desc' : 'asc'});
    understood = true;
  }
  if (topMatch) {
    response.select = Number(topMatch[1]);
  }

  const wantsPivot = /\bpivot\b/.test(text);
  if (wantsPivot) {
    response.pivoting = {rows: ['category'], columns: [], values: [{inStock: 'sum'}]};
    understood = true;
  } else {
    if (/group by category/.test(text)) {
      response.grouping.push({column: 'category'});
      understood = true;
    }
    if (/total stock/.test(text)) {
      response.aggregation.inStock = 'sum';
      understood = true;
    }
    if (/average price/.test(text)) {
      response.aggregation.unitPrice = 'avg';
      understood = true;
    }
  }

  if (!understood) {
    throw new Error(
      'This offline demo only knows category names, "sold out", "low stock", "sort by price|stock", "top N by stock", "group by category", "total stock", "average price", "pivot" and "reset".',
    );
  }
  return response;
}
