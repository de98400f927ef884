import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';

type Props = {
  onFiles: (files: File[]) => void;
  /** The file input's `accept`, e.g. ".pdf,.docx". */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Names the zone for assistive technology. */
  label?: string;
  /** The button's text, and the accessible name of the (hidden) file input it opens. */
  buttonLabel?: string;
  hint?: string;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drop files here, or press the button to choose them. The real file input stays in the page (hidden), so
 * keyboard users reach the button and tests can set files on the input.
 */
export function FileDropZone({
  onFiles,
  accept,
  multiple = true,
  disabled = false,
  label = 'Upload files',
  buttonLabel = 'Choose files',
  hint,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event) || disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box
      role="group"
      aria-label={label}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-dragging={over || undefined}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'brand.accentLight' : 'background.paper',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        transition: 'background-color 120ms, border-color 120ms',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <UploadIcon color="primary" sx={{ fontSize: 32 }} aria-hidden />
      <Typography sx={{ mt: 0.5 }}>Drag and drop files here, or</Typography>
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </Button>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={buttonLabel}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
