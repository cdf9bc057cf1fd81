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

export default function GridTemplateAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 1,
        gridTemplateAreas: `'header header header header'
          'nav main main main'
          'footer footer footer footer'`,
      }}
    >
      <Cell sx={{gridArea: 'header'}}>header</Cell>
      <Cell sx={{gridArea: 'nav', bgcolor: 'secondary.main'}}>nav</Cell>
      <Cell sx={{gridArea: 'main', bgcolor: 'success.main', color: 'success.contrastText', minHeight: 80}}>main</Cell>
      <Cell sx={{gridArea: 'footer', bgcolor: 'text.secondary'}}>footer</Cell>
    </Box>
  );
}
