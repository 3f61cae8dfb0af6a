export * from './field-rule';
export * from './field-messages';
export * from './field-rules';
export * from './contact-field-rules';
export * from './enquiry-form-rules';
export * from './request-call-rules';
export * from './nominee-form-rules';
