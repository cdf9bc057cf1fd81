import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridPreferencePanelsValue,
  type DataGridPremiumProps,
  type GridColDef,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import {createOrderRows, ORDER_CATEGORIES, ORDER_REGIONS, type OrderRow} from '@site/src/demo-data/bike-orders';
import {resolveLocalPrompt, type PromptColumn} from '@site/src/demo-data/grid-prompts';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 100},
];

// What the local resolver knows about the columns (a real service reads the prompt context instead).
const promptColumns: PromptColumn[] = [
  {field: 'region', names: ['region', 'regions'], values: ORDER_REGIONS.map((value) => value.toLowerCase())},
  {field: 'category', names: ['category', 'categories'], values: ORDER_CATEGORIES.map((value) => value.toLowerCase())},
  {field: 'product', names: ['product', 'products']},
  {field: 'quantity', names: ['quantity', 'qty', 'units'], numeric: true},
  {field: 'revenue', names: ['revenue', 'sales'], numeric: true},
];

const suggestions: PromptSuggestion[] = [
  {value: 'Group by region and total revenue'},
  {value: 'Only bikes and sort by revenue desc'},
  {value: 'Reset'},
];

let conversationCounter = 0;

// Stands in for the network call: no data leaves the page, and the answer is the same every time.
const onPrompt: DataGridPremiumProps['onPrompt'] = async (prompt, _promptContext, conversationId) => {
  conversationCounter += 1;
  return resolveLocalPrompt(prompt, promptColumns, conversationId ?? `local-${conversationCounter}`);
};

export default function AiAssistantLocalPanel() {
  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        onPrompt={onPrompt}
        aiAssistantSuggestions={suggestions}
        slots={{aiAssistantPanel: GridAiAssistantPanel}}
        initialState={{preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant}}}
        hideFooter
      />
    </Box>
  );
}
