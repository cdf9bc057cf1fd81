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

export default function FlexShrink() {
  return (
    <Box sx={{display: 'flex', p: 0.5, border: 1, borderColor: 'divider', width: 'min(100%, 360px)'}}>
      <Item sx={{width: '100%'}}>Item 1</Item>
      <Item sx={{flexShrink: 1}}>flexShrink: 1</Item>
      <Item sx={{flexShrink: 0}}>flexShrink: 0</Item>
    </Box>
  );
}
