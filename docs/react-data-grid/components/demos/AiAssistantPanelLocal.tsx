import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  AiAssistantPanelTrigger,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';
import {INVENTORY_PROMPT_EXAMPLES, interpretInventoryPrompt} from '@site/src/demo-data/inventory-assistant';

const rows = createInventoryRows(40, 67);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120, type: 'singleSelect', valueOptions: ['Frames', 'Wheels', 'Parts', 'Apparel']},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

const RESPONSE_DELAY_MS = 300;

/** Stands in for a network call: same signature as a real resolver, answered in the page. */
function handlePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(interpretInventoryPrompt(prompt, conversationId ?? 'local'));
      } catch (error) {
        reject(error);
      }
    }, RESPONSE_DELAY_MS);
  });
}

function AssistantToolbar() {
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1}}>
        Ask the assistant (offline rules, no AI service)
      </Typography>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'}>
            Assistant
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AiAssistantPanelLocal() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        onPrompt={handlePrompt}
        aiAssistantSuggestions={INVENTORY_PROMPT_EXAMPLES.map((value) => ({value}))}
        slots={{toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel}}
      />
    </Box>
  );
}
