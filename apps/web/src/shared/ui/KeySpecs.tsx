/** A vehicle's key specifications as label and value pairs, laid out to scan (not form fields). */
export function KeySpecs({
  specs,
  label,
}: {
  specs: readonly { label: string; value: string | number | null | undefined }[];
  label?: string;
}) {
  const shown = specs.filter((spec) => spec.value !== null && spec.value !== undefined && spec.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="lp-key-specs" aria-label={label}>
      {shown.map((spec) => (
        <div key={spec.label} className="lp-key-specs__item">
          <dt>{spec.label}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
