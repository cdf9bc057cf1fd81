import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGridPremium, useGridApiRef, type DataGridPremiumProps, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, ORDER_CATEGORIES, ORDER_REGIONS, type OrderRow} from '@site/src/demo-data/bike-orders';
import {resolveLocalPrompt, type PromptColumn} from '@site/src/demo-data/grid-prompts';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 100},
];

const promptColumns: PromptColumn[] = [
  {field: 'region', names: ['region'], values: ORDER_REGIONS.map((value) => value.toLowerCase())},
  {field: 'category', names: ['category'], values: ORDER_CATEGORIES.map((value) => value.toLowerCase())},
  {field: 'product', names: ['product']},
  {field: 'revenue', names: ['revenue', 'sales'], numeric: true},
];

const onPrompt: DataGridPremiumProps['onPrompt'] = async (prompt, _context, conversationId) =>
  resolveLocalPrompt(prompt, promptColumns, conversationId ?? 'local');

export default function AiAssistantProcessPrompt() {
  const apiRef = useGridApiRef();
  const [prompt, setPrompt] = React.useState('Only north and sort by revenue desc');
  const [result, setResult] = React.useState('Press "Apply" to send the prompt through the grid.');

  const apply = async () => {
    const response = await apiRef.current?.aiAssistant.processPrompt(prompt);
    if (!response) return;
    setResult(
      response instanceof Error
        ? `Error: ${response.message}`
        : `filters ${JSON.stringify(response.filters)}, sorting ${JSON.stringify(response.sorting)}, grouping ${JSON.stringify(response.grouping)}`,
    );
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <TextField size="small" label="Prompt" value={prompt} onChange={(event) => setPrompt(event.target.value)} sx={{flex: 1}} />
        <Button type="submit" variant="contained">
          Apply
        </Button>
      </Stack>
      <Box sx={{fontSize: 13, minHeight: 40}} role="status">
        {result}
      </Box>
      <Box sx={{height: 320}}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} aiAssistant onPrompt={onPrompt} hideFooter />
      </Box>
    </Stack>
  );
}
