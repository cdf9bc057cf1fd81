import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingBasic() {
  const [value, setValue] = React.useState<number | null>(4);

  return (
    <Stack spacing={1.5}>
      <div>
        <Typography component="legend">Your rating of the delivery</Typography>
        <Rating name="delivery" value={value} onChange={(_event, newValue) => setValue(newValue)} />
      </div>
      <div>
        <Typography component="legend">Not rated yet</Typography>
        <Rating name="no-value" value={null} />
      </div>
    </Stack>
  );
}
