import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function DividerVerticalText() {
  return (
    <Box sx={{display: 'flex', gap: 2, maxWidth: 520}}>
      <Typography variant="body2" sx={{flex: 1}}>
        Sign in with your customer number to see your service history and book a slot.
      </Typography>
      <Divider orientation="vertical" flexItem>
        or
      </Divider>
      <Typography variant="body2" sx={{flex: 1}}>
        Call the shop on weekdays between 8:00 and 19:00 and we book it for you.
      </Typography>
    </Box>
  );
}
