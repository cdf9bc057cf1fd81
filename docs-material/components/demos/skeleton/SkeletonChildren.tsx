import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Person({loading}: {loading: boolean}) {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, width: 240}}>
      {/* With children, the skeleton takes their size and hides them. */}
      {loading ? (
        <Skeleton variant="circular">
          <Avatar />
        </Skeleton>
      ) : (
        <Avatar alt="Chen Wang" sx={{bgcolor: 'primary.main'}}>
          CW
        </Avatar>
      )}
      <Box sx={{flex: 1}}>
        {loading ? (
          <Skeleton width="100%">
            <Typography>.</Typography>
          </Skeleton>
        ) : (
          <Typography>Chen Wang, wheel builder</Typography>
        )}
      </Box>
    </Box>
  );
}

export default function SkeletonChildren() {
  return (
    <Stack spacing={2}>
      <Person loading />
      <Person loading={false} />
    </Stack>
  );
}
