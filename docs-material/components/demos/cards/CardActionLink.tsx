import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CardActionLink() {
  return (
    <Stack direction="row" spacing={2}>
      {[
        {href: '/components/alert', title: 'Alert', text: 'Messages that stay on the page.'},
        {href: '/components/snackbars', title: 'Snackbar', text: 'Messages that come and go.'},
      ].map((link) => (
        <Card key={link.href} variant="outlined" sx={{width: 220}}>
          {/* component="a": the card is a real link, so it opens in a new tab, copies, and so on. */}
          <CardActionArea component="a" href={link.href}>
            <CardContent>
              <Typography variant="h6" component="div">
                {link.title}
              </Typography>
              <Typography variant="body2" sx={{color: 'text.secondary'}}>
                {link.text}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
