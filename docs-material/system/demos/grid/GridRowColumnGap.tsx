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

export default function GridRowColumnGap() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', columnGap: 4, rowGap: 1}}>
      {['columnGap: 4', 'rowGap: 1', 'Porto', 'Gdańsk'].map((label) => (
        <Cell key={label}>{label}</Cell>
      ))}
    </Box>
  );
}
