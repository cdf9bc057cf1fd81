import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';

const COLORS = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={4}>
      {COLORS.map((color, index) => (
        <Badge key={color} badgeContent={index + 1} color={color}>
          <BuildIcon color="action" />
        </Badge>
      ))}
    </Stack>
  );
}
