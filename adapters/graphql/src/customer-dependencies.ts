import type {
  GetCurrentApplication,
  GetCustomerCrmRecords,
  UpdateQuoteStage,
  UpdateShortlists,
  WriteApplicationProperty,
} from '@lease-portal/domain';

/** The signed-in customer's application, CRM records and dashboard changes (domain/src/customer). */
export interface CustomerDependencies {
  getCurrentApplication: Pick<GetCurrentApplication, 'execute'>;
  crmRecords: Pick<GetCustomerCrmRecords, 'account' | 'opportunity'>;
  updateQuoteStage: Pick<UpdateQuoteStage, 'execute'>;
  updateShortlists: Pick<UpdateShortlists, 'execute'>;
  writeApplicationProperty: Pick<WriteApplicationProperty, 'execute'>;
}
