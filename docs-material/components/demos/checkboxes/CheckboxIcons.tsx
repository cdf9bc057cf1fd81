import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function CheckboxIcons() {
  return (
    <Stack direction="row" spacing={2}>
      <FormControlLabel
        control={<Checkbox icon={<FavoriteBorder />} checkedIcon={<Favorite />} color="error" defaultChecked />}
        label="Favourite"
      />
      <FormControlLabel control={<Checkbox icon={<BookmarkBorder />} checkedIcon={<Bookmark />} />} label="Read later" />
    </Stack>
  );
}
