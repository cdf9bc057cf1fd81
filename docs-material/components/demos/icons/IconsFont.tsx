import GlobalStyles from '@mui/material/GlobalStyles';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';

// A stand-in for an icon font: the class sets the font family and ligature features an icon font
// needs. Here it uses the system's symbol glyphs, so the demo loads no font file.
const iconFontStyles = (
  <GlobalStyles
    styles={{
      '.shop-symbols': {
        fontFamily: 'system-ui, "Segoe UI Symbol", "Noto Sans Symbols 2", sans-serif',
        fontStyle: 'normal',
        lineHeight: 1,
        textAlign: 'center',
        fontFeatureSettings: '"liga"',
      },
    }}
  />
);

export default function IconsFont() {
  return (
    <>
      {iconFontStyles}
      <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
        <Icon baseClassName="shop-symbols">★</Icon>
        <Icon baseClassName="shop-symbols" color="primary">
          ⚙
        </Icon>
        <Icon baseClassName="shop-symbols" color="success" fontSize="large">
          ✓
        </Icon>
        <Icon baseClassName="shop-symbols" sx={{color: 'warning.main', fontSize: 40}}>
          ⚠
        </Icon>
      </Stack>
    </>
  );
}
