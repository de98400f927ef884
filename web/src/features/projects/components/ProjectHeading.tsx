import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProjectDetailOut } from '@/lib/api/types';
import { customerPath } from '../lib/paths';
import { GleniganField } from './GleniganField';
import { describeAddress } from './SiteAddressField';
import { StageChip } from './StageChip';

/** The line under the project's name: its stage, reference and Glenigan id, for whom and where. */
export function ProjectHeading({ project }: { project: ProjectDetailOut }) {
  return (
    <Stack
      role="group"
      aria-label="Project summary"
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: -2, mb: 3 }}
    >
      <StageChip stage={project.stage} />
      {project.reference && <Chip size="small" variant="outlined" label={`Ref ${project.reference}`} />}
      <GleniganField project={project} />
      {project.customer_id !== null && project.customer_name && (
        <Typography variant="body2">
          for{' '}
          <Link component={RouterLink} to={customerPath(project.customer_id, project.customer_kind)}>
            {project.customer_name}
          </Link>
        </Typography>
      )}
      {project.site_address && (
        <Typography variant="body2" color="text.secondary">
          at {describeAddress(project.site_address)}
        </Typography>
      )}
    </Stack>
  );
}
