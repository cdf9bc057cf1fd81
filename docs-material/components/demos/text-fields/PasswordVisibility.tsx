import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function PasswordVisibility() {
  const [shown, setShown] = React.useState(false);
  return (
    <TextField
      id="account-password"
      label="Password"
      type={shown ? 'text' : 'password'}
      defaultValue="correct-horse-battery"
      autoComplete="current-password"
      sx={{width: 280}}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* Keeps the caret in the field: a mouse press on the button would move focus to it. */}
              <IconButton
                aria-label={shown ? 'Hide password' : 'Show password'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
