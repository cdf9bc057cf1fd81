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

export default function GridGap() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2}}>
      {['Rotterdam', 'Lyon', 'Porto', 'Gdańsk', 'Bergen', 'gap: 2'].map((label) => (
        <Cell key={label}>{label}</Cell>
      ))}
    </Box>
  );
}
