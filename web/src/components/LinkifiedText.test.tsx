import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './LinkifiedText';

describe('LinkifiedText', () => {
  it('splits addresses out of the text, leaving sentence punctuation outside', () => {
    expect(splitLinks('Open http://localhost:8000/password-reset/abc-123. Thanks')).toEqual([
      { kind: 'text', value: 'Open ' },
      { kind: 'link', value: 'http://localhost:8000/password-reset/abc-123' },
      { kind: 'text', value: '. Thanks' },
    ]);
    expect(splitLinks('no links here')).toEqual([{ kind: 'text', value: 'no links here' }]);
  });

  it('renders each address as a clickable link and keeps the line breaks', () => {
    render(<LinkifiedText text={'Hello Grace,\n\nChoose a password: https://brickmate.example/password-reset/t0k3n\n'} />);
    const link = screen.getByRole('link', { name: 'https://brickmate.example/password-reset/t0k3n' });
    expect(link).toHaveAttribute('href', 'https://brickmate.example/password-reset/t0k3n');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByText(/Hello Grace,/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });
});
