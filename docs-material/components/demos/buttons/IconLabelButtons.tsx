import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';

export default function IconLabelButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center'}}>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />}>
        Discard
      </Button>
      <Button variant="contained" endIcon={<SendIcon />}>
        Send
      </Button>
    </Stack>
  );
}
