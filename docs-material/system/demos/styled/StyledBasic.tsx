import {styled} from '@mui/material/styles';

// Plain CSS values: no theme involved yet.
const Tag = styled('span')({
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: 999,
  backgroundColor: '#e3f2fd',
  color: '#0d47a1',
  fontSize: 13,
  fontWeight: 600,
});

export default function StyledBasic() {
  return (
    <div>
      <Tag>Express</Tag> <Tag>Fragile</Tag> <Tag>Signature required</Tag>
    </div>
  );
}
