import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function SkeletonRideCards() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1}} aria-busy={loading}>
        {RIDES.map((ride) => (
          <Box key={ride.id} sx={{width: 200}}>
            {/* Each placeholder has the size of what it stands for, so nothing moves on load. */}
            {loading ? (
              <Skeleton variant="rectangular" width={200} height={112} />
            ) : (
              <Box
                component="img"
                src={ride.picture.src}
                alt={ride.picture.alt}
                sx={{width: 200, height: 112, display: 'block', objectFit: 'cover'}}
              />
            )}
            <Box sx={{pt: 0.5}}>
              <Typography variant="body2">{loading ? <Skeleton /> : ride.title}</Typography>
              <Typography variant="caption" sx={{color: 'text.secondary'}}>
                {loading ? <Skeleton width="60%" /> : `${ride.distanceKm} km, ${ride.date}`}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
