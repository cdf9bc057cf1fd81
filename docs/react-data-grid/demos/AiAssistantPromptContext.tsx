import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium, useGridApiRef, type DataGridPremiumProps, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, ORDER_CATEGORIES, ORDER_REGIONS, type OrderRow} from '@site/src/demo-data/bike-orders';
import {emptyPromptResponse} from '@site/src/demo-data/grid-prompts';

const rows = createOrderRows(40, 161);

const columns: GridColDef<OrderRow>[] = [
  // `description` and `examples` travel with the prompt: they tell a model what the column holds.
  {field: 'region', headerName: 'Region', width: 100, description: 'Sales region of the shop', examples: [...ORDER_REGIONS]},
  {field: 'category', headerName: 'Category', width: 100, description: 'Product family', examples: ORDER_CATEGORIES},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 100, description: 'Order total in dollars'},
];

/** Pretty-prints the part of the context a reader cares about: one line per column. */
function summarize(context: string): string {
  try {
    const parsed = JSON.parse(context) as Array<Record<string, unknown>>;
    return parsed.map((column) => JSON.stringify(column)).join('\n');
  } catch {
    return context;
  }
}

export default function AiAssistantPromptContext() {
  const apiRef = useGridApiRef();
  const [sampling, setSampling] = React.useState(false);
  const [context, setContext] = React.useState('Press "Send a prompt" to see the context the grid sends.');

  // Instead of asking a model, this onPrompt only shows what it was given and changes nothing.
  const onPrompt = React.useCallback<NonNullable<DataGridPremiumProps['onPrompt']>>(async (_prompt, promptContext, conversationId) => {
    setContext(summarize(promptContext));
    return emptyPromptResponse(conversationId ?? 'local');
  }, []);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => void apiRef.current?.aiAssistant.processPrompt('Best selling region?')}>
          Send a prompt
        </Button>
        <FormControlLabel
          control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
          label="allowAiAssistantDataSampling"
        />
      </Stack>
      <Box sx={{height: 230}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aiAssistant
          onPrompt={onPrompt}
          allowAiAssistantDataSampling={sampling}
          hideFooter
          density="compact"
        />
      </Box>
      <Box
        component="pre"
        aria-label="Prompt context"
        sx={{
          m: 0,
          p: 1,
          height: 150,
          overflow: 'auto',
          fontSize: 11,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
        }}
      >
        {context}
      </Box>
    </Stack>
  );
}
