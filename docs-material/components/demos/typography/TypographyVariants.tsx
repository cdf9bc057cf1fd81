import Box from '@mui/material/Box';
import Typography, {type TypographyProps} from '@mui/material/Typography';

// Each line names its variant; the texts are headings and notes from the shop's service leaflet.
const LINES: {variant: NonNullable<TypographyProps['variant']>; text: string}[] = [
  {variant: 'h1', text: 'h1. Service'},
  {variant: 'h2', text: 'h2. Workshop'},
  {variant: 'h3', text: 'h3. Full service'},
  {variant: 'h4', text: 'h4. What we check'},
  {variant: 'h5', text: 'h5. Brakes and gears'},
  {variant: 'h6', text: 'h6. Disc brakes'},
  {variant: 'subtitle1', text: 'subtitle1. Pads, rotors and hoses are inspected; fluid is replaced once a year.'},
  {variant: 'subtitle2', text: 'subtitle2. Most bikes are ready the next working day.'},
  {
    variant: 'body1',
    text: 'body1. Bring your bike before noon and we will call you when it is ready. Parts we replace are returned to you in a bag, so you can see what was worn.',
  },
  {variant: 'body2', text: 'body2. Prices include labour; parts are charged at the catalogue price.'},
  {variant: 'button', text: 'button text'},
  {variant: 'caption', text: 'caption text'},
  {variant: 'overline', text: 'overline text'},
];

export default function TypographyVariants() {
  return (
    <Box sx={{width: '100%', maxWidth: 640}}>
      {LINES.map(({variant, text}) => (
        <Typography key={variant} variant={variant} gutterBottom sx={{display: 'block'}}>
          {text}
        </Typography>
      ))}
    </Box>
  );
}
