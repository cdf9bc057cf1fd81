import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type Conversation,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, ORDER_CATEGORIES, ORDER_REGIONS, type OrderRow} from '@site/src/demo-data/bike-orders';
import {resolveLocalPrompt, type PromptColumn} from '@site/src/demo-data/grid-prompts';

const rows = createOrderRows(40, 162);
const SERVICE_LATENCY_MS = 700;

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 100},
];

const promptColumns: PromptColumn[] = [
  {field: 'region', names: ['region'], values: ORDER_REGIONS.map((value) => value.toLowerCase())},
  {field: 'category', names: ['category'], values: ORDER_CATEGORIES.map((value) => value.toLowerCase())},
  {field: 'revenue', names: ['revenue', 'sales'], numeric: true},
];

/**
 * Stands in for your own endpoint: in an app this is a fetch to your server, which calls the model
 * of your choice with its own credentials. It keeps one conversation id per thread.
 */
async function askOwnService(prompt: string, conversationId: string | undefined) {
  await new Promise((resolve) => setTimeout(resolve, SERVICE_LATENCY_MS));
  return resolveLocalPrompt(prompt, promptColumns, conversationId ?? `thread-${prompt.length}`);
}

const onPrompt: DataGridPremiumProps['onPrompt'] = (prompt, _context, conversationId) => askOwnService(prompt, conversationId);

export default function AiAssistantCustomService() {
  // The conversations are ordinary state: store them wherever an app keeps user data.
  const [conversations, setConversations] = React.useState<Conversation[]>([]);
  const prompts = conversations.reduce((count, conversation) => count + conversation.prompts.length, 0);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Typography variant="body2">
          Open the assistant from the toolbar. {conversations.length} conversations, {prompts} prompts kept by the page.
        </Typography>
        <Button size="small" onClick={() => setConversations([])}>
          Clear history
        </Button>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          aiAssistant
          onPrompt={onPrompt}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantSuggestions={[{value: 'Only bikes and sort by revenue desc'}, {value: 'Group by region and total revenue'}]}
          slots={{aiAssistantPanel: GridAiAssistantPanel}}
          hideFooter
        />
      </Box>
    </Box>
  );
}
