import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShrinkLabel() {
  const [code, setCode] = React.useState('');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center'}}>
      <TextField
        id="voucher"
        label="Voucher"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{inputLabel: {shrink: true}}}
        placeholder="e.g. WELCOME-2025"
      />
      <Button variant="outlined" onClick={() => setCode('WELCOME-2025')}>
        Paste saved voucher
      </Button>
    </Stack>
  );
}
