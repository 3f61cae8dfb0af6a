import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from '@lease-portal/domain';
import { IsIn, IsObject, IsOptional, ValidateBy } from 'class-validator';
import type { AnalyticsEventInput as EventShape } from '../generated/graphql';

/** An event's details stay small: the filters or vehicle ids it was about. */
export const MAX_EVENT_DETAILS_JSON = 4000;

export class AnalyticsEventInput implements EventShape {
  @IsIn([...ANALYTICS_EVENT_NAMES]) name!: AnalyticsEventName;

  @IsOptional()
  @IsObject()
  @ValidateBy({
    name: 'maxJsonLength',
    validator: {
      validate: (value: unknown) => JSON.stringify(value ?? {}).length <= MAX_EVENT_DETAILS_JSON,
      defaultMessage: () => `details must be at most ${MAX_EVENT_DETAILS_JSON} characters as JSON`,
    },
  })
  details?: Record<string, unknown> | null;
}
