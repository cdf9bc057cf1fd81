/** The generated `createTheme(...)` module: shown, copied, or downloaded as theme.ts. */
import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {useCopy} from '@site/src/lib/use-copy';
import {COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import {THEME_FILE_NAME} from '@site/src/lib/theme-builder/codegen';

function download(code: string) {
  const url = URL.createObjectURL(new Blob([code], {type: 'text/typescript'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = THEME_FILE_NAME;
  link.click();
  // The click starts the download synchronously; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function CodePanel({code}: {code: string}) {
  const {status, reason, copy} = useCopy(COPIED_FEEDBACK_MS);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Button variant="contained" onClick={() => copy(code)}>
          {status === 'copied' ? 'Copied' : 'Copy code'}
        </Button>
        <Button variant="outlined" onClick={() => download(code)}>
          Download {THEME_FILE_NAME}
        </Button>
        <Box role="status" sx={{color: status === 'failed' ? 'error.main' : 'text.secondary', fontSize: 14}}>
          {status === 'failed' ? `Copy failed: ${reason}` : ''}
        </Box>
      </Stack>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Generated theme code"
        data-theme-code
        sx={{m: 0, p: 2, maxHeight: 420, overflow: 'auto', fontSize: 13, borderRadius: 1, border: 1, borderColor: 'divider'}}
      >
        <code>{code}</code>
      </Box>
    </Stack>
  );
}
