import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  Toolbar,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';
import {interpretInventoryPrompt} from '@site/src/demo-data/inventory-assistant';

const rows = createInventoryRows(40, 73);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

/** The prompt field is only an input: here its text drives filtering and sorting directly, no assistant. */
function CommandToolbar() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Try "only frames, sort by price" or "low stock".');
  const handleSubmit = (prompt: string) => {
    try {
      const result = interpretInventoryPrompt(prompt);
      apiRef.current.setFilterModel({
        items: result.filters.map((filter, index) => ({
          id: index,
          field: filter.column,
          operator: filter.operator,
          value: filter.value,
        })),
      });
      apiRef.current.setSortModel(result.sorting.map((sort) => ({field: sort.column, sort: sort.direction})));
      setMessage(`Applied: "${prompt}"`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Toolbar style={{flexWrap: 'wrap', height: 'auto', paddingBottom: 8}}>
      <PromptField onSubmit={handleSubmit} style={{display: 'flex', alignItems: 'center', gap: 4, flex: 1}}>
        <PromptFieldControl size="small" placeholder="Describe the rows you want" fullWidth />
        <PromptFieldSend aria-label="Apply">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
      <Typography variant="caption" role="status" sx={{width: '100%'}}>
        {message}
      </Typography>
    </Toolbar>
  );
}

export default function PromptFieldToolbarCommands() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{toolbar: CommandToolbar}}
        showToolbar
        pagination
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
