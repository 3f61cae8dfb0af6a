import { DomainError } from '@lease-portal/domain';

/** A sandbox's fault switch: the next `count` calls of an operation fail as an unreachable partner would. */
export class FaultSwitch<Operation extends string> {
  private readonly failing = new Map<Operation, number>();

  constructor(private readonly partner: string) {}

  failNext(operation: Operation, count = 1): void {
    this.failing.set(operation, count);
  }

  /** Throws PARTNER_UNAVAILABLE when the operation is switched to fail. */
  check(operation: Operation): void {
    const left = this.failing.get(operation) ?? 0;
    if (left <= 0) return;
    this.failing.set(operation, left - 1);
    throw new DomainError('PARTNER_UNAVAILABLE', `The ${this.partner} could not be reached.`, {
      partner: `sandbox ${this.partner}`,
      reason: 'fault switched on',
      operation,
    });
  }
}
