import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export default function SkeletonColor() {
  return (
    <Box sx={{bgcolor: '#121212', p: 4, width: '100%', display: 'flex', justifyContent: 'center'}}>
      {/* On a dark surface in either colour mode, a light grey keeps the placeholder visible. */}
      <Skeleton variant="rectangular" width={210} height={118} sx={{bgcolor: 'grey.800'}} />
    </Box>
  );
}
