import { getMetadataStorage } from 'class-validator';
import { buildSchema, type GraphQLInputObjectType } from 'graphql';
import { typeDefs } from '../schema/type-defs';
import { AnalyticsEventInput } from './analytics-event.input';
import { EnquiryContact, EnquiryCustomer, EnquiryInput, Introducer, ShortlistEntry } from './enquiry.input';
import { RequestCallbackInput } from './request-callback.input';

const schema = buildSchema(typeDefs);

describe('the lead inputs at the boundary', () => {
  it.each([
    ['EnquiryInput', EnquiryInput],
    ['EnquiryCustomerInput', EnquiryCustomer],
    ['EnquiryContactInput', EnquiryContact],
    ['IntroducerInput', Introducer],
    ['ShortlistEntryInput', ShortlistEntry],
    ['RequestCallbackInput', RequestCallbackInput],
    ['AnalyticsEventInput', AnalyticsEventInput],
  ] as const)('has a validation rule for every field of %s', (typeName, type) => {
    const inputType = schema.getType(typeName) as GraphQLInputObjectType;
    const validated = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(type, '', true, false)
        .map((metadata) => metadata.propertyName),
    );
    expect(Object.keys(inputType.getFields()).filter((field) => !validated.has(field))).toEqual([]);
  });
});
