import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertOutlined() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert variant="outlined" severity="success">
        The chain was replaced.
      </Alert>
      <Alert variant="outlined" severity="info">
        Tyre pressure is checked at every service.
      </Alert>
      <Alert variant="outlined" severity="warning">
        The frame has a scratch near the bottom bracket.
      </Alert>
      <Alert variant="outlined" severity="error">
        The ordered cassette is out of stock.
      </Alert>
    </Stack>
  );
}
