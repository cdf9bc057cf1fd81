import * as React from 'react';
import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';

// One right-to-left section in any page: the three steps, scoped to a subtree.
const rtlCache = createCache({key: 'rtl-section', stylisPlugins: [rtlPlugin]});
const rtlTheme = (outer: Theme): Theme => ({...outer, direction: 'rtl'});

export default function RtlSection() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Stack dir="rtl" lang="ar" spacing={2} sx={{maxWidth: 360}}>
          <TextField label="العنوان" defaultValue="شارع الميناء 12" />
          <div>
            <Button variant="contained" endIcon={<SendIcon />}>
              إرسال
            </Button>
          </div>
        </Stack>
      </ThemeProvider>
    </CacheProvider>
  );
}
