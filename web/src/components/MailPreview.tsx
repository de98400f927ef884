import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  preview: { recipients: { name: string; email: string }[]; subject: string; body_html: string; problems?: string[] };
  /** Lines shown between the subject and the mail, e.g. the public link. */
  children?: ReactNode;
  height?: number;
};

/** A mail as its recipients will read it, before it is sent: to, subject, the body in a sandboxed frame, and the
 * problems that stop it being sent. */
export function MailPreview({ preview, children, height = 360 }: Props) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        <strong>To:</strong> {preview.recipients.map((r) => `${r.name} <${r.email}>`).join(', ') || '—'}
      </Typography>
      <Typography variant="body2">
        <strong>Subject:</strong> {preview.subject}
      </Typography>
      {children}
      <Box
        component="iframe"
        title="Mail preview"
        sandbox=""
        srcDoc={preview.body_html}
        sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      {(preview.problems ?? []).map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}
    </Stack>
  );
}
