import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestDates } from './RequestDates';

const value = { required_on_site: '2999-03-02', response_deadline: '2999-02-20' };

describe('the request’s dates', () => {
  it('shows both dates and changes one, keeping the other', () => {
    const onChange = vi.fn();
    render(<RequestDates value={value} onChange={onChange} errors={{}} disabled={false} />);
    expect(screen.getByLabelText('Required on site')).toHaveValue('02/03/2999');
    fireEvent.change(screen.getByLabelText('Reply by'), { target: { value: '2999-02-25' } });
    expect(onChange).toHaveBeenLastCalledWith({ required_on_site: '2999-03-02', response_deadline: '2999-02-25' });
    fireEvent.change(screen.getByLabelText('Required on site'), { target: { value: '2999-03-09' } });
    expect(onChange).toHaveBeenLastCalledWith({ required_on_site: '2999-03-09', response_deadline: '2999-02-20' });
  });

  it('names the field a save was refused on, and warns of a reply-by date already past', () => {
    const errors = { required_on_site: 'Choose a later day.' };
    const past = { ...value, response_deadline: '2000-01-01' };
    const { rerender } = render(<RequestDates value={past} onChange={vi.fn()} errors={errors} disabled={false} />);
    expect(screen.getByLabelText('Required on site')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a later day.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply by')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('The reply-by date has passed');
    rerender(<RequestDates value={past} onChange={vi.fn()} errors={{ response_deadline: 'Too early.' }} disabled />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reply by')).toBeDisabled();
  });
});
