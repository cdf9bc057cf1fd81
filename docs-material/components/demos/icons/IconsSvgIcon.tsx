import Stack from '@mui/material/Stack';
import SvgIcon, {type SvgIconProps} from '@mui/material/SvgIcon';

// A hex key drawn on the default 24 x 24 grid; SvgIcon fills it with the current colour.
function HexKeyIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4h9a2 2 0 0 1 2 2v12h-3V7H4z" />
      <path d="M12 18h3v2h-3z" opacity=".5" />
    </SvgIcon>
  );
}

export default function IconsSvgIcon() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <HexKeyIcon />
      <HexKeyIcon color="primary" />
      <HexKeyIcon color="secondary" fontSize="large" />
      <HexKeyIcon sx={{fontSize: 48}} htmlColor="#7c2d12" />
    </Stack>
  );
}
