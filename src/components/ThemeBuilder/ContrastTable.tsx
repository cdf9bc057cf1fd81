/** Each text/background pair of one colour scheme with its ratio; failures are marked in words and an icon. */
import React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {AA_LARGE_OR_CONTROL, AA_TEXT, formatRatio} from '@site/src/lib/theme-builder/contrast';
import type {ContrastPair} from '@site/src/lib/theme-builder/pairs';
import type {Mode} from '@site/src/lib/theme-builder/state';

function Verdict({pass}: {pass: boolean}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: pass ? 'success.main' : 'error.main',
        fontWeight: pass ? undefined : 'fontWeightBold',
      }}
    >
      {pass ? <CheckIcon fontSize="small" aria-hidden /> : <CloseIcon fontSize="small" aria-hidden />}
      {pass ? 'Passes' : 'Fails'}
    </Box>
  );
}

export default function ContrastTable({pairs, mode}: {pairs: ContrastPair[]; mode: Mode}) {
  return (
    <Table size="small" aria-label={`Contrast, ${mode} scheme`} data-contrast-mode={mode}>
      <TableHead>
        <TableRow>
          <TableCell>Text on background</TableCell>
          <TableCell>Sample</TableCell>
          <TableCell align="right">Ratio</TableCell>
          <TableCell>Text ({AA_TEXT}:1)</TableCell>
          <TableCell>Large text, controls ({AA_LARGE_OR_CONTROL}:1)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pairs.map((pair) => (
          <TableRow
            key={`${pair.foregroundPath}|${pair.backgroundPath}`}
            data-pair={`${pair.foregroundPath} on ${pair.backgroundPath}`}
            data-fails={pair.text ? undefined : 'text'}
          >
            <TableCell>
              <code>{pair.foregroundPath}</code> on <code>{pair.backgroundPath}</code>
              <Box component="span" sx={{display: 'block', color: 'text.secondary', fontSize: '0.8em'}}>
                {pair.foreground} on {pair.background}; {pair.usage}
              </Box>
            </TableCell>
            <TableCell>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  px: 1,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  color: pair.foreground,
                  bgcolor: pair.background,
                }}
              >
                Aa
              </Box>
            </TableCell>
            <TableCell align="right">{formatRatio(pair.ratio)}</TableCell>
            <TableCell>
              <Verdict pass={pair.text} />
            </TableCell>
            <TableCell>
              <Verdict pass={pair.largeOrControl} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
