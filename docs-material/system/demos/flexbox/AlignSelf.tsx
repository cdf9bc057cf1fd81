import Box, {type BoxProps} from '@mui/material/Box';

function Item({sx, ...other}: BoxProps) {
  return (
    <Box
      sx={[
        {p: 1, m: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontSize: 14, fontWeight: 'medium'},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    />
  );
}

export default function AlignSelf() {
  return (
    <Box sx={{display: 'flex', alignItems: 'flex-start', height: 120, p: 0.5, border: 1, borderColor: 'divider'}}>
      <Item>Item 1</Item>
      <Item sx={{alignSelf: 'flex-end'}}>alignSelf: flex-end</Item>
      <Item sx={{alignSelf: 'center'}}>alignSelf: center</Item>
    </Box>
  );
}
