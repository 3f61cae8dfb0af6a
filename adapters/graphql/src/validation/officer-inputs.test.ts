import { getMetadataStorage } from 'class-validator';
import { buildSchema, type GraphQLInputObjectType } from 'graphql';
import { typeDefs } from '../schema/type-defs';
import { validInput } from './valid-input';
import { ApplicantInfo, ReassignQuoteArgs, SelectPrimaryApplicantArgs } from './officer.input';

const schema = buildSchema(typeDefs);

describe('the officers’ inputs at the boundary', () => {
  it('has a validation rule for every field of ApplicantInfoInput', () => {
    const inputType = schema.getType('ApplicantInfoInput') as GraphQLInputObjectType;
    const validated = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(ApplicantInfo, '', true, false)
        .map((metadata) => metadata.propertyName),
    );
    expect(Object.keys(inputType.getFields()).filter((field) => !validated.has(field))).toEqual([]);
  });

  it('refuses oversized or mistyped values before the domain, naming the nested field', () => {
    expect(() =>
      validInput(ReassignQuoteArgs, {
        userInfo: {
          firstName: 'x'.repeat(201),
          lastName: 'Haddad',
          email: 'n@example.com',
          phone: '0412345678',
        },
      }),
    ).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ fields: { 'userInfo.firstName': expect.any(Array) } }),
      }),
    );
    expect(() => validInput(SelectPrimaryApplicantArgs, { isCurrentUserPrimary: 'yes' })).toThrow(
      'Invalid input',
    );
  });

  it('lets the form’s own mistakes through to the domain, which answers with the form’s messages', () => {
    expect(
      validInput(SelectPrimaryApplicantArgs, {
        isCurrentUserPrimary: false,
        userInfo: { firstName: '', lastName: '', email: 'not an address', phone: '12' },
      }).userInfo,
    ).toBeInstanceOf(ApplicantInfo);
  });
});
