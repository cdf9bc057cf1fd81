import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AvatarUpload() {
  const [picture, setPicture] = React.useState<string | undefined>(undefined);

  // Free the previous object URL when the picture changes or the demo unmounts.
  React.useEffect(() => () => (picture ? URL.revokeObjectURL(picture) : undefined), [picture]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setPicture(URL.createObjectURL(file));
  };

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      {/* A plain label around a visually hidden file input: the whole avatar opens the file picker. */}
      <Box
        component="label"
        sx={{
          position: 'relative',
          borderRadius: '50%',
          cursor: 'pointer',
          '&:has(:focus-visible)': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2},
        }}
      >
        <Avatar alt="Your profile picture" src={picture} sx={{width: 64, height: 64}} />
        <input
          type="file"
          accept="image/*"
          aria-label="Choose a profile picture"
          onChange={handleChange}
          style={{position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden'}}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Click the avatar to pick an image from your device. It stays in this page only.
      </Typography>
    </Stack>
  );
}
