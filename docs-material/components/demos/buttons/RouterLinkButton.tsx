import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Stands in for a router's link (React Router's `Link`, Next.js's `Link`): it receives `to`, and
 * must forward its ref and the props the Button passes (class names, event handlers).
 */
const AppLink = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & {
    to: string;
    onNavigate: (to: string) => void;
  }
>(function AppLink({to, onNavigate, ...props}, ref) {
  return (
    <a
      ref={ref}
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(to);
      }}
    />
  );
});

export default function RouterLinkButton() {
  const [path, setPath] = React.useState('/invoices');
  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <Stack direction="row" spacing={2}>
        <Button component={AppLink} to="/invoices" onNavigate={setPath} variant={path === '/invoices' ? 'contained' : 'text'}>
          Invoices
        </Button>
        <Button component={AppLink} to="/customers" onNavigate={setPath} variant={path === '/customers' ? 'contained' : 'text'}>
          Customers
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        Current route: <code>{path}</code>
      </Typography>
    </Stack>
  );
}
