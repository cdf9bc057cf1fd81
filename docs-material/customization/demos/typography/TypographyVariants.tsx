import Stack from '@mui/material/Stack';
import Typography, {type TypographyProps} from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypographyVariants() {
  return (
    <Stack spacing={0.5} sx={{overflow: 'hidden'}}>
      {variants.map((variant) => (
        <Typography key={variant} variant={variant} component="div" noWrap>
          {variant}: Harbour office
        </Typography>
      ))}
    </Stack>
  );
}
