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

export default function GridAutoRows() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gridAutoRows: '56px', gap: 1}}>
      {['every', 'row', 'created', 'by the grid', 'is 56px', 'high', 'seventh'].map((label) => (
        <Cell key={label}>{label}</Cell>
      ))}
    </Box>
  );
}
