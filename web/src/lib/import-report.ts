/** What the CSV imports (the CRM's and the price list's) share about their reports. */

type FieldError = { field: string; message: string };

/** "Email: Please enter a valid email" (the field's label; row-wide messages alone). */
export function describeErrors(
  row: { errors: readonly FieldError[] },
  fields: readonly { name: string; label: string }[],
): string[] {
  return row.errors.map(({ field, message }) => {
    const label = fields.find((candidate) => candidate.name === field)?.label;
    return label ? `${label}: ${message}` : message;
  });
}
