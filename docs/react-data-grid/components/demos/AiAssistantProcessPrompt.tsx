import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  useGridApiRef,
  type Conversation,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';
import {INVENTORY_PROMPT_EXAMPLES, interpretInventoryPrompt} from '@site/src/demo-data/inventory-assistant';

const rows = createInventoryRows(40, 71);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

const handlePrompt = async (prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> =>
  interpretInventoryPrompt(prompt, conversationId ?? 'local');

/** Prompts sent from outside the grid with `apiRef.current.aiAssistant.processPrompt`. */
export default function AiAssistantProcessPrompt() {
  const apiRef = useGridApiRef();
  const [conversations, setConversations] = React.useState<Conversation[]>([]);
  const [status, setStatus] = React.useState('Pick a prompt.');
  const send = async (prompt: string) => {
    const result = await apiRef.current?.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? `Rejected: ${result.message}` : `Applied "${prompt}".`);
  };
  const promptCount = conversations.reduce((total, conversation) => total + conversation.prompts.length, 0);
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', rowGap: 1}}>
        {[...INVENTORY_PROMPT_EXAMPLES.slice(0, 3), 'Reset', 'What is the weather?'].map((prompt) => (
          <Button key={prompt} size="small" variant="outlined" onClick={() => send(prompt)}>
            {prompt}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        {status} Prompts in history: {promptCount}.
      </Typography>
      <Box sx={{height: 360}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aiAssistant
          onPrompt={handlePrompt}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          slots={{aiAssistantPanel: GridAiAssistantPanel}}
        />
      </Box>
    </Stack>
  );
}
