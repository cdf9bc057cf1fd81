import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

const NOTE = 'Orders placed before noon ship the same working day from the Lisbon warehouse.';

export default function DividerText() {
  return (
    <Box sx={{maxWidth: 480, '& > :not(hr, [role="separator"])': {my: 1}}}>
      <Typography variant="body2">{NOTE}</Typography>
      <Divider>Centre</Divider>
      <Typography variant="body2">{NOTE}</Typography>
      <Divider textAlign="left">Left</Divider>
      <Typography variant="body2">{NOTE}</Typography>
      <Divider textAlign="right">Right</Divider>
      <Typography variant="body2">{NOTE}</Typography>
      <Divider>
        <Chip label="Chip" size="small" />
      </Divider>
    </Box>
  );
}
