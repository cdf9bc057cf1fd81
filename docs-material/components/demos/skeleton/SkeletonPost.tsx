import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Post({loading}: {loading: boolean}) {
  return (
    <Card sx={{width: 300}} aria-busy={loading}>
      <CardHeader
        avatar={
          loading ? (
            <Skeleton animation="wave" variant="circular" width={40} height={40} />
          ) : (
            <Avatar alt="Rosa Fischer" sx={{bgcolor: 'primary.main'}}>
              RF
            </Avatar>
          )
        }
        title={loading ? <Skeleton animation="wave" height={10} width="80%" sx={{mb: 0.75}} /> : 'Rosa Fischer'}
        subheader={loading ? <Skeleton animation="wave" height={10} width="40%" /> : 'Workshop, 9 April'}
      />
      <CardContent sx={{pt: 0}}>
        {loading ? (
          <>
            <Skeleton animation="wave" height={10} sx={{mb: 0.75}} />
            <Skeleton animation="wave" height={10} width="80%" />
          </>
        ) : (
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            New brake pads for the rental fleet arrived. All twelve bikes are done by Friday.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export default function SkeletonPost() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', gap: 2}} useFlexGap>
      <Post loading />
      <Post loading={false} />
    </Stack>
  );
}
