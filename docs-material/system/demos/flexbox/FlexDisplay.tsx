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

export default function FlexDisplay() {
  return (
    <div style={{width: '100%'}}>
      <Box sx={{display: 'flex', p: 0.5, border: 1, borderColor: 'divider'}}>
        <Item>display: flex</Item>
        <Item>fills the row</Item>
      </Box>
      <Box sx={{display: 'inline-flex', p: 0.5, mt: 1, border: 1, borderColor: 'divider'}}>
        <Item>display: inline-flex</Item>
        <Item>only as wide as its items</Item>
      </Box>
    </div>
  );
}
