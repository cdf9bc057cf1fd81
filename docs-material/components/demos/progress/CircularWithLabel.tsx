import Box from '@mui/material/Box';
import CircularProgress, {type CircularProgressProps} from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CircularProgressWithLabel({value, ...props}: CircularProgressProps & {value: number}) {
  return (
    <Box sx={{position: 'relative', display: 'inline-flex'}}>
      <CircularProgress variant="determinate" value={value} {...props} />
      <Box sx={{position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
        <Typography variant="caption" component="div" sx={{color: 'text.secondary'}} aria-hidden>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CircularWithLabel() {
  return (
    <Stack direction="row" spacing={3}>
      {[10, 45, 80].map((value) => (
        <CircularProgressWithLabel key={value} value={value} aria-label="Photos uploaded" />
      ))}
    </Stack>
  );
}
