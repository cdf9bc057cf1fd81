import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function LoadingButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Button loading variant="outlined">
        Sync
      </Button>
      <Button loading loadingIndicator="Saving…" variant="outlined">
        Save
      </Button>
      <Button loading loadingPosition="start" startIcon={<SaveIcon />} variant="outlined">
        Save changes
      </Button>
      <Button loading loadingPosition="end" endIcon={<SendIcon />} variant="contained">
        Send
      </Button>
    </Stack>
  );
}
