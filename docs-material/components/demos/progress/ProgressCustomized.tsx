import Box from '@mui/material/Box';
import CircularProgress, {circularProgressClasses} from '@mui/material/CircularProgress';
import LinearProgress, {linearProgressClasses} from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

const ThickLinear = styled(LinearProgress)(({theme}) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {backgroundColor: (theme.vars || theme).palette.grey[200]},
  [`& .${linearProgressClasses.bar}`]: {borderRadius: 5, backgroundColor: (theme.vars || theme).palette.primary.main},
  ...theme.applyStyles('dark', {
    [`&.${linearProgressClasses.colorPrimary}`]: {backgroundColor: (theme.vars || theme).palette.grey[800]},
  }),
}));

export default function ProgressCustomized() {
  return (
    <Stack direction="row" spacing={4} sx={{width: '100%', alignItems: 'center'}}>
      {/* The track slot and a round line cap, both from the installed CircularProgress. */}
      <CircularProgress
        enableTrackSlot
        size={40}
        thickness={4}
        aria-label="Syncing"
        sx={{[`& .${circularProgressClasses.circle}`]: {strokeLinecap: 'round'}}}
      />
      <Box sx={{flex: 1}}>
        <ThickLinear variant="determinate" value={70} aria-label="Storage used" />
      </Box>
    </Stack>
  );
}
