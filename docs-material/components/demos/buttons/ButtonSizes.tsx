import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const VARIANTS = ['text', 'outlined', 'contained'] as const;
const SIZES = ['small', 'medium', 'large'] as const;

export default function ButtonSizes() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, auto)',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {VARIANTS.map((variant) =>
        SIZES.map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {size}
          </Button>
        )),
      )}
    </Box>
  );
}
