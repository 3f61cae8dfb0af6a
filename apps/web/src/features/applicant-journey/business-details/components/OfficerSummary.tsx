/** An officer as the step knows them: name, e-mail, mobile and, for Authorised Officer (2), the role. */
export function OfficerSummary({
  officer,
  state,
}: {
  officer: { firstName?: string; lastName?: string; email?: string; phone?: string; applicantType?: string };
  state?: string;
}) {
  const name = [officer.firstName, officer.lastName].filter(Boolean).join(' ');
  return (
    <dl className="lp-read-only-fields">
      <div>
        <dt>Name</dt>
        <dd>{name}</dd>
      </div>
      {officer.email && (
        <div>
          <dt>Email</dt>
          <dd>{officer.email}</dd>
        </div>
      )}
      {officer.phone && (
        <div>
          <dt>Mobile number</dt>
          <dd>{officer.phone}</dd>
        </div>
      )}
      {officer.applicantType && (
        <div>
          <dt>Role</dt>
          <dd>{roleLabel(officer.applicantType)}</dd>
        </div>
      )}
      {state && (
        <div>
          <dt>Status</dt>
          <dd>{state}</dd>
        </div>
      )}
    </dl>
  );
}

/** The stored role as the radio named it (journey §3: director, secretary, or NZ's free text). */
export function roleLabel(role: string): string {
  if (role === 'director') return 'Director';
  if (role === 'secretary') return 'Company Secretary';
  return role;
}
