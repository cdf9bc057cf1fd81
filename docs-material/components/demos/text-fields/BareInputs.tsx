import Box from '@mui/material/Box';
import Input from '@mui/material/Input';
import InputBase from '@mui/material/InputBase';

export default function BareInputs() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'center',
        alignItems: 'center',
      }}
    >
      <Input placeholder="Filter by tag" slotProps={{input: {'aria-label': 'Filter by tag'}}} />
      <Input defaultValue="archived" disabled slotProps={{input: {'aria-label': 'Status'}}} />
      <Input defaultValue="not-an-email" error slotProps={{input: {'aria-label': 'Email'}}} />
      <InputBase
        placeholder="InputBase: no underline at all"
        sx={{px: 1, borderRadius: 1, bgcolor: 'action.hover', width: 260}}
        inputProps={{'aria-label': 'Search messages'}}
      />
    </Box>
  );
}
