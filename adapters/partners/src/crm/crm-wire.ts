import { z } from 'zod';

/** What the CRM service answers (docs/decisions/0901-crm-and-dialler-services.md). */
export const createdAnswer = z.object({ id: z.string().min(1) });

export const accountRecord = z.object({
  Id: z.string(),
  Name: z.string(),
  AccountSource: z.string(),
  Credit_Total_Value__c: z.number().nullable(),
});

export const opportunityRecord = z.object({
  Id: z.string(),
  AccountId: z.string(),
  LeadSource: z.string(),
  StageName: z.string(),
});
