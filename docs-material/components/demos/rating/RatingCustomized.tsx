import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

// Filled and hovered hearts in a red instead of the default amber.
const HeartRating = styled(Rating)({
  '& .MuiRating-iconFilled': {color: '#e0245e'},
  '& .MuiRating-iconHover': {color: '#b3124a'},
});

export default function RatingCustomized() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography component="legend">How much did you like the recipe?</Typography>
        <HeartRating
          name="recipe"
          defaultValue={4}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
          precision={0.5}
          icon={<Favorite fontSize="inherit" />}
          emptyIcon={<FavoriteBorder fontSize="inherit" />}
        />
      </div>
      <div>
        <Typography component="legend">How likely are you to recommend us? (out of 10)</Typography>
        <Rating name="recommend" defaultValue={8} max={10} getLabelText={(value) => `${value} out of 10`} />
      </div>
    </Stack>
  );
}
