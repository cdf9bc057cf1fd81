import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// An action that goes nowhere is a <button>: component="button" keeps the link's look and gives it
// a button's keyboard behaviour (Enter and Space) and role.
export default function LinkButton() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Typography variant="body1">
      Free servicing for one year after purchase.{' '}
      <Link component="button" variant="body1" onClick={() => setExpanded((previous) => !previous)} aria-expanded={expanded}>
        {expanded ? 'Hide the conditions' : 'Show the conditions'}
      </Link>
      {expanded && (
        <Typography component="span" variant="body2" sx={{display: 'block', mt: 1}}>
          Covers adjustments and labour; worn parts such as chains, tyres and brake pads are charged.
        </Typography>
      )}
    </Typography>
  );
}
