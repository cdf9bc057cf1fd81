import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearWithLabel() {
  const value = 64;
  return (
    <Box sx={{display: 'flex', alignItems: 'center', width: '100%'}}>
      <Box sx={{flex: 1, mr: 1}}>
        <LinearProgress variant="determinate" value={value} aria-label="Spring bookings filled" />
      </Box>
      <Typography variant="body2" sx={{color: 'text.secondary', minWidth: 36}}>
        {`${value}%`}
      </Typography>
    </Box>
  );
}
