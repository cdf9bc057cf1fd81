import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// An image that cannot be decoded: it fails without a network request.
const BROKEN = 'data:image/png;base64,AAAA';

const CASES = [
  {
    caption: 'Image fails, children',
    avatar: (
      <Avatar src={BROKEN} alt="Chen Wang">
        CW
      </Avatar>
    ),
  },
  {caption: 'Image fails, alt', avatar: <Avatar src={BROKEN} alt="Rosa Fischer" />},
  {caption: 'Nothing given', avatar: <Avatar />},
];

export default function AvatarFallbacks() {
  return (
    <Stack direction="row" spacing={3}>
      {CASES.map(({caption, avatar}) => (
        <Stack key={caption} spacing={1} sx={{alignItems: 'center'}}>
          {avatar}
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
