import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';

// A class of your own on the root, written in any stylesheet (here GlobalStyles stands in for a
// .css file). The selector doubles the class so it wins over Material UI's own rule.
export default function ClassNameOverride() {
  return (
    <>
      <GlobalStyles styles={{'.urgent-button.urgent-button': {textTransform: 'none', letterSpacing: 0, fontWeight: 700}}} />
      <Button variant="contained" className="urgent-button">
        Mark as urgent
      </Button>
    </>
  );
}
