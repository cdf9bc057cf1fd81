import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  Toolbar,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 79);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
];

const FAKE_LATENCY_MS = 600;

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onPromptSubmit?: (prompt: string) => Promise<void>;
    onRecordError?: (error: string) => void;
  }
}

function PromptToolbar({
  onPromptSubmit,
  onRecordError,
}: {
  onPromptSubmit?: (prompt: string) => Promise<void>;
  onRecordError?: (error: string) => void;
}) {
  return (
    <Toolbar>
      <PromptField onSubmit={(prompt) => onPromptSubmit?.(prompt)} onRecordError={onRecordError} lang="en-US" style={{flex: 1}}>
        <PromptFieldControl
          render={({ref, ...controlProps}, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              disabled={state.disabled}
              size="small"
              fullWidth
              placeholder={state.recording ? 'Listening…' : 'Type a note and press Enter'}
              helperText={state.disabled ? 'Sending…' : `${state.value.length} characters`}
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: {...controlProps.slotProps?.htmlInput, 'aria-label': 'Prompt'},
                input: {
                  ...controlProps.slotProps?.input,
                  endAdornment: (
                    <React.Fragment>
                      {IS_SPEECH_RECOGNITION_SUPPORTED ? (
                        <PromptFieldRecord size="small" aria-label="Dictate" color={state.recording ? 'primary' : 'default'}>
                          <MicIcon fontSize="small" />
                        </PromptFieldRecord>
                      ) : null}
                      <PromptFieldSend size="small" aria-label="Send">
                        <SendIcon fontSize="small" />
                      </PromptFieldSend>
                    </React.Fragment>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldRenderState() {
  const [sent, setSent] = React.useState<string[]>([]);
  const [recordError, setRecordError] = React.useState<string | null>(null);
  // An async handler keeps the field disabled until it settles.
  const handleSubmit = (prompt: string) =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        setSent((previous) => [prompt, ...previous].slice(0, 3));
        resolve();
      }, FAKE_LATENCY_MS);
    });
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 300}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          slots={{toolbar: PromptToolbar}}
          slotProps={{toolbar: {onPromptSubmit: handleSubmit, onRecordError: setRecordError}}}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        Speech recognition in this browser: {IS_SPEECH_RECOGNITION_SUPPORTED ? 'available' : 'not available'}
        {recordError ? ` (last error: ${recordError})` : ''}. Last prompts:
      </Typography>
      <List dense aria-label="Last prompts">
        {sent.length === 0 ? <ListItem>none yet</ListItem> : sent.map((prompt, index) => <ListItem key={index}>{prompt}</ListItem>)}
      </List>
    </Box>
  );
}
