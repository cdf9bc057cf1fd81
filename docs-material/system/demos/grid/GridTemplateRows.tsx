import Box, {type BoxProps} from '@mui/material/Box';

function Cell({sx, ...other}: BoxProps) {
  return (
    <Box
      sx={[
        {p: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontSize: 14, textAlign: 'center'},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    />
  );
}

export default function GridTemplateRows() {
  return (
    <Box sx={{display: 'grid', gridTemplateRows: '48px 1fr 32px', height: 220, gap: 1}}>
      <Cell>48px: route header</Cell>
      <Cell>1fr: map area takes what is left</Cell>
      <Cell>32px: status bar</Cell>
    </Box>
  );
}
