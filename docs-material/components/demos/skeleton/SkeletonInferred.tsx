import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const VARIANTS = ['h3', 'h5', 'body1', 'caption'] as const;

export default function SkeletonInferred() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2}}>
      <div>
        {VARIANTS.map((variant) => (
          // Inside a Typography, the text skeleton takes the variant's line height.
          <Typography key={variant} variant={variant}>
            <Skeleton />
          </Typography>
        ))}
      </div>
      <div>
        {VARIANTS.map((variant) => (
          <Typography key={variant} variant={variant}>
            {variant}
          </Typography>
        ))}
      </div>
    </Box>
  );
}
