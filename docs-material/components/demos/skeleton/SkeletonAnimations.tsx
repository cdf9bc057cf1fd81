import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3}>
      {(['pulse', 'wave', false] as const).map((animation) => (
        <Stack key={String(animation)} spacing={1} sx={{width: 160}}>
          <Typography variant="caption">animation={String(animation)}</Typography>
          <Skeleton animation={animation} />
          <Skeleton animation={animation} variant="rounded" height={48} />
        </Stack>
      ))}
    </Stack>
  );
}
