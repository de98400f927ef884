import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Page } from '@/components/Page';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} elevation={0} sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function ProfilePage() {
  const { userId } = useSession();
  const profile = useProfile(userId ?? 0);

  const reload = async () => (await profile.refetch()).data;

  return (
    <Page title="Your profile" maxWidth={760}>
      <Stack spacing={3}>
        <Section id="profile-details" title="Your details">
          {profile.isPending && <PageLoader label="Loading your profile" />}
          {profile.isError && (
            <Alert severity="error" action={<Button color="inherit" onClick={() => void profile.refetch()}>Retry</Button>}>
              {errorMessage(profile.error)}
            </Alert>
          )}
          {profile.data && <ProfileForm key={profile.data.userId} user={profile.data} onReload={reload} />}
        </Section>
        {userId !== null && (
          <Section id="profile-password" title="Change password">
            <ChangePasswordForm userId={userId} />
          </Section>
        )}
      </Stack>
    </Page>
  );
}
