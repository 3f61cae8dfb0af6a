import {
  CREDIT_CHECK_WORDS,
  fullName,
  type AuditEntry,
  type CreditCheckStatus,
  type StaffMember,
  type VehicleApplication,
} from '@lease-portal/domain';
import { moment, wrapped } from './application-view';

/** One line of an application's trail as support reads it (decision 1820). */
export interface HistoryLine {
  at: string;
  /** The actor as stored, e.g. `staff:<id>` or `customer:<userId>`. */
  actor: string;
  /** Who that is, in words: the staff member's or the applicant's name where known. */
  who: string;
  /** The front end the change came from. */
  via: string;
  action: string;
  change: string;
  details?: Record<string, unknown>;
}

/** Who the actor is: staff by their name, customers by their part in this application. */
function whoIs(actor: string, staff: Map<string, StaffMember>, application?: VehicleApplication): string {
  const [kind, ...rest] = actor.split(':');
  const id = rest.join(':');
  const s = application?.journey;
  switch (kind) {
    case 'staff': {
      const member = staff.get(id);
      return member ? `staff ${member.name}` : `staff ${id}`;
    }
    case 'customer': {
      const named = (person?: { userId?: string; firstName?: string; lastName?: string }) =>
        person?.userId === id ? fullName(person) : undefined;
      const primary = named(s?.primaryApplicant);
      if (primary) return `${primary} (officer 1)`;
      const secondary = named(s?.secondaryApplicant);
      if (secondary) return `${secondary} (officer 2)`;
      return application?.orgUserId === id ? `customer ${id} (owner)` : `customer ${id}`;
    }
    case 'partner':
      return `partner ${id}`;
    case 'os':
      return `operating-system account ${id}`;
    default:
      return actor;
  }
}

function viaOf(entry: AuditEntry): string {
  const via = entry.details?.via;
  if (typeof via === 'string' && via !== '') return via;
  const kind = entry.actor.split(':')[0];
  if (kind === 'customer' || kind === 'visitor') return 'portal';
  if (kind === 'staff' || kind === 'os') return 'lease-admin';
  if (kind === 'partner') return 'partner callback';
  return 'portal (system)';
}

const shortValue = (value: unknown): string =>
  value === null || value === undefined
    ? '(none)'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * A credit status in the domain's one word for it and the desk's words (decision 2073): entries written
 * before that decision said 'refer' and 'waiting', read here as the state they meant.
 */
function creditStatusWords(value: unknown): string {
  const legacy: Record<string, CreditCheckStatus> = { refer: 'referred', waiting: 'waitingForSecondary' };
  const status = (typeof value === 'string' && legacy[value]) || (value as CreditCheckStatus);
  const words = CREDIT_CHECK_WORDS[status];
  return words ? `credit status ${status} (${words})` : `credit status ${shortValue(value)}`;
}

/** The change in a few words: a move between statuses, the property written, else its details. */
function changeOf(entry: AuditEntry): string {
  const details = entry.details ?? {};
  const rest = Object.entries(details).filter(([key]) => key !== 'via');
  let text: string;
  if (
    entry.action === 'application.credit-check.decided' ||
    entry.action === 'application.credit-check.submitted'
  ) {
    // The bureau's own answer ('refer') stays in --json; the desk reads one word for the state.
    text = 'statusCreditCheck' in details ? creditStatusWords(details.statusCreditCheck) : 'submitted';
  } else if (entry.action === 'application.creditDecision.overridden') {
    text = `${creditStatusWords(details.from)} → ${creditStatusWords(details.to)}${details.reason ? `, ${shortValue(details.reason)}` : ''}`;
  } else if ('to' in details && ('from' in details || 'track' in details)) {
    const track = details.track && details.track !== 'primary' ? ` (${shortValue(details.track)})` : '';
    const reason = details.reason ? `, ${shortValue(details.reason)}` : '';
    text = `${shortValue(details.from)} → ${shortValue(details.to)}${track}${reason}`;
  } else if (typeof details.property === 'string') {
    text = `wrote ${details.property}`;
  } else {
    text = rest.map(([key, value]) => `${key}=${shortValue(value)}`).join(', ');
  }
  return text;
}

/**
 * Two lines an entry, when (to the second), who and from where; then what changed, wrapped to the
 * terminal's width and never cut (decision 2115).
 */
export function historyText(lines: HistoryLine[], width?: number): string[] {
  if (lines.length === 0) return ['(no entries)'];
  return lines.flatMap((line) => [
    wrapped(`${moment(line.at)}  `, `${line.who}, via ${line.via}`, width),
    wrapped('  ', `${line.action}${line.change ? `: ${line.change}` : ''}`, width),
  ]);
}

/** The trail, oldest first, with names where they are known. */
export function historyLines(
  entries: AuditEntry[],
  staff: StaffMember[],
  application?: VehicleApplication,
): HistoryLine[] {
  const byId = new Map(staff.map((member) => [member.staffId, member]));
  return [...entries]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry) => ({
      at: entry.at,
      actor: entry.actor,
      who: whoIs(entry.actor, byId, application),
      via: viaOf(entry),
      action: entry.action,
      change: changeOf(entry),
      ...(entry.details ? { details: entry.details } : {}),
    }));
}
