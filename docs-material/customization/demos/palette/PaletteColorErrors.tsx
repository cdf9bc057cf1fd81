import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {createTheme, type Palette} from '@mui/material/styles';

type Outcome = {kind: 'error'; message: string} | {kind: 'theme'; primary: Palette['primary']};

// createTheme is called inside try/catch: an error becomes text in the demo, not a broken page.
function tryTheme(options: Parameters<typeof createTheme>[0]): Outcome {
  try {
    return {kind: 'theme', primary: createTheme(options).palette.primary};
  } catch (error) {
    return {kind: 'error', message: (error as Error).message};
  }
}

// True when the browser accepts the value as a CSS colour.
function isCssColor(value: string): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('color', value);
}

export default function PaletteColorErrors() {
  const [input, setInput] = React.useState('#12345');
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const tryColor = () => setOutcome(tryTheme({palette: {primary: {main: input}}}));
  // A palette entry with shades but no `main`.
  const tryMissingMain = () => setOutcome(tryTheme({palette: {primary: {light: '#90caf9', dark: '#0d47a1'}} as never}));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <TextField
          label="primary.main"
          size="small"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && tryColor()}
          slotProps={{htmlInput: {spellCheck: false}}}
        />
        <Button variant="contained" onClick={tryColor}>
          Create theme
        </Button>
        <Button variant="outlined" onClick={tryMissingMain}>
          Try a palette without main
        </Button>
      </Stack>
      <Box role="status" data-outcome={outcome?.kind}>
        {outcome?.kind === 'error' && (
          <Alert severity="error">
            createTheme threw:
            <Box component="pre" data-error-message sx={{m: 0, mt: 0.5, whiteSpace: 'pre-wrap', fontSize: 13}}>
              {outcome.message}
            </Box>
          </Alert>
        )}
        {outcome?.kind === 'theme' && (
          <Alert severity={(['light', 'main', 'dark'] as const).every((s) => isCssColor(outcome.primary[s])) ? 'success' : 'warning'}>
            createTheme accepted it. Derived shades
            {(['light', 'main', 'dark', 'contrastText'] as const).map((shade) => (
              <Box key={shade} data-shade={shade} sx={{fontFamily: 'monospace', fontSize: 13}}>
                {shade}: {outcome.primary[shade]} {isCssColor(outcome.primary[shade]) ? '' : '(not a valid CSS colour)'}
              </Box>
            ))}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
