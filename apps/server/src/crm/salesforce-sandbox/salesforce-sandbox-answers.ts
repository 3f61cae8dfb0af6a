import type { Response } from 'express';
import type { z } from 'zod';
import { salesforceWire } from '@lease-portal/partners';
import type { SandboxCrmObject } from '@lease-portal/domain';

const { REFERENCE_FIELD, accountBodyWire, contactBodyWire, opportunityBodyWire } = salesforceWire;

/** Salesforce's error answer: a list of `{ message, errorCode, fields }`, with its status. */
export function refuse(
  res: Response,
  status: number,
  errorCode: string,
  message: string,
  fields: string[] = [],
) {
  res.status(status).json([{ message, errorCode, fields }]);
}

/** What the portal may write on each object, as the sandbox's org has it. */
export const WRITABLE: Record<SandboxCrmObject, z.ZodObject> = {
  Account: accountBodyWire,
  Contact: contactBodyWire,
  Opportunity: opportunityBodyWire,
};

/** The fields a record read may ask for: what is written, the reference, and what the org adds. */
export function readableFields(object: SandboxCrmObject): string[] {
  return [
    'Id',
    REFERENCE_FIELD,
    ...Object.keys(WRITABLE[object].shape),
    ...(object === 'Account' ? ['Credit_Total_Value__c'] : []),
  ];
}

/**
 * A body the object does not take, as Salesforce refuses it: a field it does not have (INVALID_FIELD),
 * a required one missing (REQUIRED_FIELD_MISSING), or a value it cannot hold (the field's own code).
 */
export function refusalOf(
  object: SandboxCrmObject,
  error: z.ZodError,
): { errorCode: string; message: string; fields: string[] } {
  const issue = error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    return {
      errorCode: 'INVALID_FIELD',
      message: `No such column '${issue.keys[0]}' on sobject of type ${object}`,
      fields: [],
    };
  }
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return {
      errorCode: 'REQUIRED_FIELD_MISSING',
      message: `Required fields are missing: [${field}]`,
      fields: [field],
    };
  }
  if (issue.code === 'too_big') {
    return { errorCode: 'STRING_TOO_LONG', message: `${field}: data value too large`, fields: [field] };
  }
  if (field === 'Email') {
    return { errorCode: 'INVALID_EMAIL_ADDRESS', message: `Email: invalid email address`, fields: [field] };
  }
  return { errorCode: 'INVALID_FIELD_FOR_INSERT_UPDATE', message: `${field}: bad value`, fields: [field] };
}
