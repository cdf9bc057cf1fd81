import Box from '@mui/material/Box';
import {styled} from '@mui/material/styles';

// theme.applyStyles('dark', ...) targets the dark colour scheme: with CSS theme variables the
// styles sit under the scheme's selector, so they switch without a re-render.
const Notice = styled('div')(({theme}) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#fff8e1',
  color: '#5d4037',
  border: '1px solid #ffe082',
  ...theme.applyStyles('dark', {
    backgroundColor: '#3e2723',
    color: '#ffe0b2',
    borderColor: '#6d4c41',
  }),
}));

export default function ApplyStylesDark() {
  return (
    <Box sx={{maxWidth: 420}}>
      <Notice>Road works near the harbour: allow 15 extra minutes for stops 3 and 4.</Notice>
    </Box>
  );
}
