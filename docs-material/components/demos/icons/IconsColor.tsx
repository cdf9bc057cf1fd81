import Stack from '@mui/material/Stack';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';

const COLORS = ['inherit', 'action', 'disabled', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

export default function IconsColor() {
  return (
    <Stack direction="row" spacing={2} sx={{color: 'text.primary'}}>
      {COLORS.map((color) => (
        <DirectionsBikeIcon key={color} color={color} titleAccess={`${color} colour`} />
      ))}
      <DirectionsBikeIcon sx={{color: 'hsl(160 60% 40%)'}} titleAccess="a colour of your own" />
    </Stack>
  );
}
