import type { AuditEntry, VehicleApplication } from '@lease-portal/domain';
import { historyLines, historyText } from './application-history';

const application: VehicleApplication = {
  applicationId: 'app-1',
  applicationType: 'standard',
  orgId: 'org-1',
  orgUserId: 'user-owner',
  journey: {
    primaryApplicant: { userId: 'user-1', firstName: 'Jordan', lastName: 'Tran' },
    secondaryApplicant: { userId: 'user-2', firstName: 'Noor', lastName: 'Haddad' },
  },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const ada = {
  staffId: 'staff-1',
  name: 'Ada Lovelace',
  email: 'ada@p.example',
  role: 'administrator',
  status: 'active',
} as const;
const entry = (actor: string, at: string, details?: Record<string, unknown>): AuditEntry => ({
  actor,
  action: 'application.saved',
  at,
  ...(details ? { details } : {}),
});

describe("an application's trail as support reads it", () => {
  it('names each actor, says where the change came from, oldest first', () => {
    const lines = historyLines(
      [
        entry('staff:staff-1', '2026-11-03T00:00:00.000Z', { via: 'reassignQuote', officer: 'user-2' }),
        entry('customer:user-2', '2026-11-02T00:00:00.000Z'),
        entry('os:kim', '2026-11-01T00:00:00.000Z'),
        entry('partner:credit-bureau', '2026-11-04T00:00:00.000Z', {
          track: 'primary',
          from: null,
          to: 'approvals',
        }),
        entry('system', '2026-11-05T00:00:00.000Z', { property: 'journey.status' }),
        entry('customer:user-owner', '2026-11-06T00:00:00.000Z'),
        entry('staff:staff-gone', '2026-11-07T00:00:00.000Z', { note: 'x'.repeat(120) }),
      ],
      [ada],
      application,
    );
    expect(lines.map(({ who, via, change }) => [who, via, change])).toEqual([
      ['operating-system account kim', 'lease-admin', ''],
      ['Noor Haddad (officer 2)', 'portal', ''],
      ['staff Ada Lovelace', 'reassignQuote', 'officer=user-2'],
      ['partner credit-bureau', 'partner callback', '(none) → approvals'],
      ['system', 'portal (system)', 'wrote journey.status'],
      ['customer user-owner (owner)', 'portal', ''],
      ['staff staff-gone', 'lease-admin', `note=${'x'.repeat(120)}`],
    ]);
    // At an 80-column terminal every line fits, and the long note is wrapped whole, not cut.
    const text = historyText(lines, 80);
    expect(
      text
        .join('\n')
        .split('\n')
        .every((line) => line.length <= 80),
    ).toBe(true);
    expect(text.join('\n').replace(/\s+/g, '')).toContain(`note=${'x'.repeat(120)}`);
    expect(text[0]).toBe('2026-11-01 00:00:00 UTC  operating-system account kim, via lease-admin');
    expect(historyText([])).toEqual(['(no entries)']);
  });

  it('says each credit status in one word, reading older entries in the words they meant', () => {
    const credit = (action: string, details: Record<string, unknown>): AuditEntry => ({
      actor: 'partner:credit-decision-service',
      action,
      at: '2026-11-02T00:00:00.000Z',
      details,
    });
    const lines = historyLines(
      [
        credit('application.credit-check.decided', { result: 'refer', statusCreditCheck: 'referred' }),
        credit('application.credit-check.decided', { result: 'refer', statusCreditCheck: 'refer' }),
        credit('application.credit-check.submitted', { statusCreditCheck: 'waiting' }),
      ],
      [],
      application,
    );
    expect(lines.map(({ change }) => change)).toEqual([
      'credit status referred (referred to the credit team)',
      'credit status referred (referred to the credit team)',
      "credit status waitingForSecondary (on hold until Authorised Officer (2)'s ID check)",
    ]);
  });
});
