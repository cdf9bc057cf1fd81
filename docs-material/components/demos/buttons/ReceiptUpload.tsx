import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export default function ReceiptUpload() {
  const input = React.useRef<HTMLInputElement>(null);
  const [names, setNames] = React.useState<string[]>([]);
  return (
    <Stack spacing={1.5} sx={{alignItems: 'center'}}>
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
        Upload receipts
      </Button>
      {/* Hidden: the button is the one control readers see and reach. */}
      <input
        ref={input}
        type="file"
        accept="image/*,.pdf"
        multiple
        hidden
        onChange={(e) => setNames(Array.from(e.target.files ?? [], (f) => f.name))}
      />
      <Typography variant="body2" role="status">
        {names.length ? names.join(', ') : 'PDF or image files'}
      </Typography>
    </Stack>
  );
}
