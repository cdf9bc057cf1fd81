import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';

// The real <input> stays in the page (keyboard and screen readers reach it through the label) but is not seen.
const HiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export default function ReceiptUpload() {
  const [names, setNames] = React.useState<string[]>([]);
  return (
    <Stack spacing={1.5} sx={{alignItems: 'center'}}>
      <Button component="label" variant="contained" startIcon={<UploadFileIcon />}>
        Upload receipts
        <HiddenInput type="file" accept="image/*,.pdf" multiple onChange={(e) => setNames(Array.from(e.target.files ?? [], (f) => f.name))} />
      </Button>
      <Typography variant="body2" role="status">
        {names.length ? names.join(', ') : 'PDF or image files'}
      </Typography>
    </Stack>
  );
}
