import {styled} from '@mui/material/styles';

const Label = styled('span')(({theme}) => ({
  color: (theme.vars || theme).palette.text.secondary,
  transition: theme.transitions.create('color'),
}));

// Targeting another styled component by reference needs the Emotion Babel or SWC plugin in a
// plain project; referring to its class name works everywhere, so this demo uses a class.
const Row = styled('button')(({theme}) => ({
  display: 'flex',
  justifyContent: 'space-between',
  width: 280,
  padding: theme.spacing(1.5, 2),
  font: 'inherit',
  color: (theme.vars || theme).palette.text.primary,
  background: 'none',
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover .stop-label, &:focus-visible .stop-label': {
    color: (theme.vars || theme).palette.primary.main,
  },
}));

export default function StyledComponentSelector() {
  return (
    <Row type="button">
      Harbour office <Label className="stop-label">stop 3 of 6</Label>
    </Row>
  );
}
