import { getMetadataStorage } from 'class-validator';
import { buildSchema, type GraphQLInputObjectType } from 'graphql';
import { typeDefs } from '../schema/type-defs';
import { anonymous, aTestServer } from '../testing/test-server';
import { RateBookFilterInput } from './rate-book-filter.input';

const RATE_BOOK = `query RateBook($filter: RateBookFilter!) { rateBook(filter: $filter) { resultCount } }`;

async function rateBookErrors(filter: Record<string, unknown>) {
  const { server } = aTestServer();
  const response = await server.executeOperation(
    { query: RATE_BOOK, variables: { filter } },
    { contextValue: anonymous },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { status: response.http.status, errors: response.body.singleResult.errors ?? [] };
}

describe('the rate-book filter at the boundary', () => {
  it('accepts every search filter of the calculator and passes it to the search rules', async () => {
    const { errors } = await rateBookErrors({
      pair: [{ make: 'TOYOTA', models: ['HILUX', 'RAV4'] }],
      vehicleFueltype: ['Electric', 'Hybrid'],
      vehicleBodytype: ['UTE'],
      cabType: ['D/CAB'],
      vehicleSeats: [5, 7],
      vehicleMinRRP: 20000,
      vehicleDriveTrain: ['4WD'],
      vehicleTransmission: ['Automatic'],
      minBudget: 100,
      maxBudget: 300,
      budgetType: 'weekly',
      pageSize: 25,
      currentPage: 2,
      sortBy: 'vehicle_description',
      sortOrder: 'asc',
      catalogVehicleId: ['123'],
      minDuration: 36,
      maxDuration: 60,
      countryCode: 'NZ',
    });

    // Every field passed the boundary; the one answer is the domain's rule on price range and budget.
    expect(errors.map((error) => error.message)).toEqual([
      'Search by either a price range or a budget, not both.',
    ]);
  });

  it('refuses a page size the calculator does not offer, naming the field', async () => {
    const { errors } = await rateBookErrors({ pageSize: 1000 });

    expect(errors).toHaveLength(1);
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors[0]?.extensions?.fields).toEqual({
      pageSize: ['pageSize must be one of the following values: 10, 25, 50, 100'],
    });
  });

  it('refuses overlong text, overlong lists and bad nested makes in one answer', async () => {
    const { errors } = await rateBookErrors({
      vehicleMake: 'x'.repeat(201),
      vehicleFueltype: Array.from({ length: 101 }, () => 'Petrol'),
      pair: [{ make: 'y'.repeat(201) }],
      currentPage: 0,
    });

    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(errors[0]?.extensions?.fields as object).sort()).toEqual([
      'currentPage',
      'pair.0.make',
      'vehicleFueltype',
      'vehicleMake',
    ]);
  });

  it('refuses an unknown sort key before any resolver runs, with a 400', async () => {
    const { status, errors } = await rateBookErrors({ sortBy: 'vehicle_price' });

    expect(status).toBe(400);
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('has a validation rule for every field of the RateBookFilter input', () => {
    const filterType = buildSchema(typeDefs).getType('RateBookFilter') as GraphQLInputObjectType;
    const validated = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(RateBookFilterInput, '', true, false)
        .map((metadata) => metadata.propertyName),
    );

    expect(Object.keys(filterType.getFields()).filter((field) => !validated.has(field))).toEqual([]);
  });
});
