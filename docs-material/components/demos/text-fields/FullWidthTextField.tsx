import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FullWidthTextField() {
  return (
    <Box sx={{maxWidth: 560, mx: 'auto'}}>
      <TextField fullWidth id="subject" label="Subject" defaultValue="Quarterly review: agenda and pre-reading" />
    </Box>
  );
}
