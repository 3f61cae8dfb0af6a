/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query getApplicationAfterLogin {\n    getVehicleApplication {\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationStatus\n        applicationType\n        orgUserId\n        scoreboard {\n          status\n          validMLADate\n          primaryApplicant {\n            userId\n            email\n          }\n          secondaryApplicant {\n            userId\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetApplicationAfterLoginDocument,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      expiresAt\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation resetPassword($email: String!, $hash: String!, $password: String!) {\n    resetPassword(email: $email, hash: $hash, password: $password) {\n      error\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query getDashboardApplication {\n    getVehicleApplication {\n      user {\n        id\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationType\n        calculator {\n          company {\n            entityType\n          }\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n            distance\n          }\n        }\n        scoreboard {\n          status\n          entityDetails {\n            entityType\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetDashboardApplicationDocument,
    "\n  query getSalesforceAccountByUser {\n    getSalesforceAccountByUser {\n      AccountSource\n      Credit_Total_Value__c\n    }\n  }\n": typeof types.GetSalesforceAccountByUserDocument,
    "\n  query getSalesforceOpportunityByUser {\n    getSalesforceOpportunityByUser {\n      LeadSource\n      StageName\n    }\n  }\n": typeof types.GetSalesforceOpportunityByUserDocument,
    "\n  mutation setApplicationStatus($applicationId: ID!, $params: PropertyUpdateInput!) {\n    createOrUpdateProperty(applicationId: $applicationId, params: $params) {\n      status\n      message\n    }\n  }\n": typeof types.SetApplicationStatusDocument,
    "\n  mutation updateQuoteStageName($applicationId: ID!, $stageName: String!) {\n    updateQuoteStageName(applicationId: $applicationId, stageName: $stageName) {\n      status\n      message\n    }\n  }\n": typeof types.UpdateQuoteStageNameDocument,
    "\n  query getBusinessInfo($param: String!, $region: Region!) {\n    getBusinessInfo(param: $param, region: $region) {\n      rows {\n        name\n        abn\n        postCode\n        stateCode\n        entityType\n      }\n    }\n  }\n": typeof types.GetBusinessInfoDocument,
    "\n  mutation saveCalculatorLeadDialler($calcLeadDialler: EnquiryInput!) {\n    saveCalculatorLeadDialler(calcLeadDialler: $calcLeadDialler) {\n      leadId\n      success\n    }\n  }\n": typeof types.SaveCalculatorLeadDiallerDocument,
    "\n  mutation saveCalculatorOnlineAccount($calcLeadOpp: EnquiryInput!) {\n    saveCalculatorOnlineAccount(calcLeadOpp: $calcLeadOpp) {\n      status\n      message\n      results {\n        leadId\n        vehicleApplicationId\n        opportunityId\n      }\n    }\n  }\n": typeof types.SaveCalculatorOnlineAccountDocument,
    "\n  mutation sendRequestCallback($payload: RequestCallbackInput!) {\n    sendRequestCallback(payload: $payload) {\n      status\n      message\n    }\n  }\n": typeof types.SendRequestCallbackDocument,
    "\n  query getOrgProfilesByDomain($domain: String!) {\n    getOrgProfilesByDomain(domain: $domain) {\n      orgId\n      name\n      region\n      whiteLabel {\n        region\n        enableWhiteLabel\n        domains\n        abn\n        introducerName\n        introducerAbn\n        termsLink\n        privacyPolicy\n      }\n      calculator {\n        headerLogo\n        headerLogoLink\n        headerLinks {\n          menuTitle\n          menuUrl\n        }\n        headerColour\n        headerImage\n        footerColour\n        disclaimerText\n        footerText\n        phoneNumber\n        primaryLogoRight\n      }\n      pricingConfiguration {\n        calculator {\n          isCalculatorEnabled\n          manufacturersEnabled\n        }\n      }\n      theme {\n        primaryLogo\n        rightLogo\n        primaryImage\n        primaryColour\n        phoneNumber\n        email\n        website\n        footerText\n        disclaimerHtml\n      }\n      loginLogos {\n        left\n        right\n      }\n    }\n  }\n": typeof types.GetOrgProfilesByDomainDocument,
    "\n  query serverShortlist {\n    getVehicleApplication {\n      user {\n        id\n        region\n      }\n      vehicleApplication {\n        applicationId\n        calculator {\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n          }\n        }\n      }\n    }\n  }\n": typeof types.ServerShortlistDocument,
    "\n  mutation updateShortlists($applicationId: ID, $userId: ID!, $shortlists: JSON!) {\n    updateShortlists(applicationId: $applicationId, userId: $userId, shortlists: $shortlists) {\n      success\n      message\n    }\n  }\n": typeof types.UpdateShortlistsDocument,
    "\n  query vehicleMakes($countryCode: Region!) {\n    vehicleMakes(countryCode: $countryCode)\n  }\n": typeof types.VehicleMakesDocument,
    "\n  query vehicleModels($countryCode: Region!, $makes: [String!]!) {\n    vehicleModels(countryCode: $countryCode, makes: $makes) {\n      make\n      models\n    }\n  }\n": typeof types.VehicleModelsDocument,
    "\n  mutation recordAnalyticsEvent($event: AnalyticsEventInput!) {\n    recordAnalyticsEvent(event: $event)\n  }\n": typeof types.RecordAnalyticsEventDocument,
    "\n  query rateBookPage($filter: RateBookFilter!) {\n    rateBook(filter: $filter) {\n      resultCount\n      results {\n        totalCount\n        rows {\n          catalogVehicleId\n          catalogYear\n          vehicleMake\n          vehicleModel\n          vehicleTrim\n          vehicleDescription\n          vehicleDrivetrain\n          vehicleFueltype\n          vehiclePrimaryfueltype\n          vehicleTransmissiongroup\n          vehicleBodytype\n          vehicleSeats\n          cabType\n          consumerPrice\n          catalogPrice\n          weekLeaseprice\n          monthLeaseprice\n          duration\n          durationUnit\n          jatoImagepath\n          jatoImagepathTrim\n          jatoImagepathBase\n        }\n      }\n    }\n  }\n": typeof types.RateBookPageDocument,
};
const documents: Documents = {
    "\n  query getApplicationAfterLogin {\n    getVehicleApplication {\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationStatus\n        applicationType\n        orgUserId\n        scoreboard {\n          status\n          validMLADate\n          primaryApplicant {\n            userId\n            email\n          }\n          secondaryApplicant {\n            userId\n          }\n        }\n      }\n    }\n  }\n": types.GetApplicationAfterLoginDocument,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      expiresAt\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation resetPassword($email: String!, $hash: String!, $password: String!) {\n    resetPassword(email: $email, hash: $hash, password: $password) {\n      error\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query getDashboardApplication {\n    getVehicleApplication {\n      user {\n        id\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationType\n        calculator {\n          company {\n            entityType\n          }\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n            distance\n          }\n        }\n        scoreboard {\n          status\n          entityDetails {\n            entityType\n          }\n        }\n      }\n    }\n  }\n": types.GetDashboardApplicationDocument,
    "\n  query getSalesforceAccountByUser {\n    getSalesforceAccountByUser {\n      AccountSource\n      Credit_Total_Value__c\n    }\n  }\n": types.GetSalesforceAccountByUserDocument,
    "\n  query getSalesforceOpportunityByUser {\n    getSalesforceOpportunityByUser {\n      LeadSource\n      StageName\n    }\n  }\n": types.GetSalesforceOpportunityByUserDocument,
    "\n  mutation setApplicationStatus($applicationId: ID!, $params: PropertyUpdateInput!) {\n    createOrUpdateProperty(applicationId: $applicationId, params: $params) {\n      status\n      message\n    }\n  }\n": types.SetApplicationStatusDocument,
    "\n  mutation updateQuoteStageName($applicationId: ID!, $stageName: String!) {\n    updateQuoteStageName(applicationId: $applicationId, stageName: $stageName) {\n      status\n      message\n    }\n  }\n": types.UpdateQuoteStageNameDocument,
    "\n  query getBusinessInfo($param: String!, $region: Region!) {\n    getBusinessInfo(param: $param, region: $region) {\n      rows {\n        name\n        abn\n        postCode\n        stateCode\n        entityType\n      }\n    }\n  }\n": types.GetBusinessInfoDocument,
    "\n  mutation saveCalculatorLeadDialler($calcLeadDialler: EnquiryInput!) {\n    saveCalculatorLeadDialler(calcLeadDialler: $calcLeadDialler) {\n      leadId\n      success\n    }\n  }\n": types.SaveCalculatorLeadDiallerDocument,
    "\n  mutation saveCalculatorOnlineAccount($calcLeadOpp: EnquiryInput!) {\n    saveCalculatorOnlineAccount(calcLeadOpp: $calcLeadOpp) {\n      status\n      message\n      results {\n        leadId\n        vehicleApplicationId\n        opportunityId\n      }\n    }\n  }\n": types.SaveCalculatorOnlineAccountDocument,
    "\n  mutation sendRequestCallback($payload: RequestCallbackInput!) {\n    sendRequestCallback(payload: $payload) {\n      status\n      message\n    }\n  }\n": types.SendRequestCallbackDocument,
    "\n  query getOrgProfilesByDomain($domain: String!) {\n    getOrgProfilesByDomain(domain: $domain) {\n      orgId\n      name\n      region\n      whiteLabel {\n        region\n        enableWhiteLabel\n        domains\n        abn\n        introducerName\n        introducerAbn\n        termsLink\n        privacyPolicy\n      }\n      calculator {\n        headerLogo\n        headerLogoLink\n        headerLinks {\n          menuTitle\n          menuUrl\n        }\n        headerColour\n        headerImage\n        footerColour\n        disclaimerText\n        footerText\n        phoneNumber\n        primaryLogoRight\n      }\n      pricingConfiguration {\n        calculator {\n          isCalculatorEnabled\n          manufacturersEnabled\n        }\n      }\n      theme {\n        primaryLogo\n        rightLogo\n        primaryImage\n        primaryColour\n        phoneNumber\n        email\n        website\n        footerText\n        disclaimerHtml\n      }\n      loginLogos {\n        left\n        right\n      }\n    }\n  }\n": types.GetOrgProfilesByDomainDocument,
    "\n  query serverShortlist {\n    getVehicleApplication {\n      user {\n        id\n        region\n      }\n      vehicleApplication {\n        applicationId\n        calculator {\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n          }\n        }\n      }\n    }\n  }\n": types.ServerShortlistDocument,
    "\n  mutation updateShortlists($applicationId: ID, $userId: ID!, $shortlists: JSON!) {\n    updateShortlists(applicationId: $applicationId, userId: $userId, shortlists: $shortlists) {\n      success\n      message\n    }\n  }\n": types.UpdateShortlistsDocument,
    "\n  query vehicleMakes($countryCode: Region!) {\n    vehicleMakes(countryCode: $countryCode)\n  }\n": types.VehicleMakesDocument,
    "\n  query vehicleModels($countryCode: Region!, $makes: [String!]!) {\n    vehicleModels(countryCode: $countryCode, makes: $makes) {\n      make\n      models\n    }\n  }\n": types.VehicleModelsDocument,
    "\n  mutation recordAnalyticsEvent($event: AnalyticsEventInput!) {\n    recordAnalyticsEvent(event: $event)\n  }\n": types.RecordAnalyticsEventDocument,
    "\n  query rateBookPage($filter: RateBookFilter!) {\n    rateBook(filter: $filter) {\n      resultCount\n      results {\n        totalCount\n        rows {\n          catalogVehicleId\n          catalogYear\n          vehicleMake\n          vehicleModel\n          vehicleTrim\n          vehicleDescription\n          vehicleDrivetrain\n          vehicleFueltype\n          vehiclePrimaryfueltype\n          vehicleTransmissiongroup\n          vehicleBodytype\n          vehicleSeats\n          cabType\n          consumerPrice\n          catalogPrice\n          weekLeaseprice\n          monthLeaseprice\n          duration\n          durationUnit\n          jatoImagepath\n          jatoImagepathTrim\n          jatoImagepathBase\n        }\n      }\n    }\n  }\n": types.RateBookPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getApplicationAfterLogin {\n    getVehicleApplication {\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationStatus\n        applicationType\n        orgUserId\n        scoreboard {\n          status\n          validMLADate\n          primaryApplicant {\n            userId\n            email\n          }\n          secondaryApplicant {\n            userId\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query getApplicationAfterLogin {\n    getVehicleApplication {\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationStatus\n        applicationType\n        orgUserId\n        scoreboard {\n          status\n          validMLADate\n          primaryApplicant {\n            userId\n            email\n          }\n          secondaryApplicant {\n            userId\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      expiresAt\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      expiresAt\n      user {\n        id\n        orgId\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetPassword($email: String!, $hash: String!, $password: String!) {\n    resetPassword(email: $email, hash: $hash, password: $password) {\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation resetPassword($email: String!, $hash: String!, $password: String!) {\n    resetPassword(email: $email, hash: $hash, password: $password) {\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getDashboardApplication {\n    getVehicleApplication {\n      user {\n        id\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationType\n        calculator {\n          company {\n            entityType\n          }\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n            distance\n          }\n        }\n        scoreboard {\n          status\n          entityDetails {\n            entityType\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query getDashboardApplication {\n    getVehicleApplication {\n      user {\n        id\n        firstName\n        lastName\n        email\n        contactNumber\n        region\n      }\n      vehicleApplication {\n        applicationId\n        applicationType\n        calculator {\n          company {\n            entityType\n          }\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n            distance\n          }\n        }\n        scoreboard {\n          status\n          entityDetails {\n            entityType\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSalesforceAccountByUser {\n    getSalesforceAccountByUser {\n      AccountSource\n      Credit_Total_Value__c\n    }\n  }\n"): (typeof documents)["\n  query getSalesforceAccountByUser {\n    getSalesforceAccountByUser {\n      AccountSource\n      Credit_Total_Value__c\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSalesforceOpportunityByUser {\n    getSalesforceOpportunityByUser {\n      LeadSource\n      StageName\n    }\n  }\n"): (typeof documents)["\n  query getSalesforceOpportunityByUser {\n    getSalesforceOpportunityByUser {\n      LeadSource\n      StageName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setApplicationStatus($applicationId: ID!, $params: PropertyUpdateInput!) {\n    createOrUpdateProperty(applicationId: $applicationId, params: $params) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation setApplicationStatus($applicationId: ID!, $params: PropertyUpdateInput!) {\n    createOrUpdateProperty(applicationId: $applicationId, params: $params) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateQuoteStageName($applicationId: ID!, $stageName: String!) {\n    updateQuoteStageName(applicationId: $applicationId, stageName: $stageName) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation updateQuoteStageName($applicationId: ID!, $stageName: String!) {\n    updateQuoteStageName(applicationId: $applicationId, stageName: $stageName) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getBusinessInfo($param: String!, $region: Region!) {\n    getBusinessInfo(param: $param, region: $region) {\n      rows {\n        name\n        abn\n        postCode\n        stateCode\n        entityType\n      }\n    }\n  }\n"): (typeof documents)["\n  query getBusinessInfo($param: String!, $region: Region!) {\n    getBusinessInfo(param: $param, region: $region) {\n      rows {\n        name\n        abn\n        postCode\n        stateCode\n        entityType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveCalculatorLeadDialler($calcLeadDialler: EnquiryInput!) {\n    saveCalculatorLeadDialler(calcLeadDialler: $calcLeadDialler) {\n      leadId\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation saveCalculatorLeadDialler($calcLeadDialler: EnquiryInput!) {\n    saveCalculatorLeadDialler(calcLeadDialler: $calcLeadDialler) {\n      leadId\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveCalculatorOnlineAccount($calcLeadOpp: EnquiryInput!) {\n    saveCalculatorOnlineAccount(calcLeadOpp: $calcLeadOpp) {\n      status\n      message\n      results {\n        leadId\n        vehicleApplicationId\n        opportunityId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation saveCalculatorOnlineAccount($calcLeadOpp: EnquiryInput!) {\n    saveCalculatorOnlineAccount(calcLeadOpp: $calcLeadOpp) {\n      status\n      message\n      results {\n        leadId\n        vehicleApplicationId\n        opportunityId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendRequestCallback($payload: RequestCallbackInput!) {\n    sendRequestCallback(payload: $payload) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation sendRequestCallback($payload: RequestCallbackInput!) {\n    sendRequestCallback(payload: $payload) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getOrgProfilesByDomain($domain: String!) {\n    getOrgProfilesByDomain(domain: $domain) {\n      orgId\n      name\n      region\n      whiteLabel {\n        region\n        enableWhiteLabel\n        domains\n        abn\n        introducerName\n        introducerAbn\n        termsLink\n        privacyPolicy\n      }\n      calculator {\n        headerLogo\n        headerLogoLink\n        headerLinks {\n          menuTitle\n          menuUrl\n        }\n        headerColour\n        headerImage\n        footerColour\n        disclaimerText\n        footerText\n        phoneNumber\n        primaryLogoRight\n      }\n      pricingConfiguration {\n        calculator {\n          isCalculatorEnabled\n          manufacturersEnabled\n        }\n      }\n      theme {\n        primaryLogo\n        rightLogo\n        primaryImage\n        primaryColour\n        phoneNumber\n        email\n        website\n        footerText\n        disclaimerHtml\n      }\n      loginLogos {\n        left\n        right\n      }\n    }\n  }\n"): (typeof documents)["\n  query getOrgProfilesByDomain($domain: String!) {\n    getOrgProfilesByDomain(domain: $domain) {\n      orgId\n      name\n      region\n      whiteLabel {\n        region\n        enableWhiteLabel\n        domains\n        abn\n        introducerName\n        introducerAbn\n        termsLink\n        privacyPolicy\n      }\n      calculator {\n        headerLogo\n        headerLogoLink\n        headerLinks {\n          menuTitle\n          menuUrl\n        }\n        headerColour\n        headerImage\n        footerColour\n        disclaimerText\n        footerText\n        phoneNumber\n        primaryLogoRight\n      }\n      pricingConfiguration {\n        calculator {\n          isCalculatorEnabled\n          manufacturersEnabled\n        }\n      }\n      theme {\n        primaryLogo\n        rightLogo\n        primaryImage\n        primaryColour\n        phoneNumber\n        email\n        website\n        footerText\n        disclaimerHtml\n      }\n      loginLogos {\n        left\n        right\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query serverShortlist {\n    getVehicleApplication {\n      user {\n        id\n        region\n      }\n      vehicleApplication {\n        applicationId\n        calculator {\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query serverShortlist {\n    getVehicleApplication {\n      user {\n        id\n        region\n      }\n      vehicleApplication {\n        applicationId\n        calculator {\n          shortlists {\n            catalogVehicleId\n            catalogYear\n            duration\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateShortlists($applicationId: ID, $userId: ID!, $shortlists: JSON!) {\n    updateShortlists(applicationId: $applicationId, userId: $userId, shortlists: $shortlists) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation updateShortlists($applicationId: ID, $userId: ID!, $shortlists: JSON!) {\n    updateShortlists(applicationId: $applicationId, userId: $userId, shortlists: $shortlists) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query vehicleMakes($countryCode: Region!) {\n    vehicleMakes(countryCode: $countryCode)\n  }\n"): (typeof documents)["\n  query vehicleMakes($countryCode: Region!) {\n    vehicleMakes(countryCode: $countryCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query vehicleModels($countryCode: Region!, $makes: [String!]!) {\n    vehicleModels(countryCode: $countryCode, makes: $makes) {\n      make\n      models\n    }\n  }\n"): (typeof documents)["\n  query vehicleModels($countryCode: Region!, $makes: [String!]!) {\n    vehicleModels(countryCode: $countryCode, makes: $makes) {\n      make\n      models\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation recordAnalyticsEvent($event: AnalyticsEventInput!) {\n    recordAnalyticsEvent(event: $event)\n  }\n"): (typeof documents)["\n  mutation recordAnalyticsEvent($event: AnalyticsEventInput!) {\n    recordAnalyticsEvent(event: $event)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query rateBookPage($filter: RateBookFilter!) {\n    rateBook(filter: $filter) {\n      resultCount\n      results {\n        totalCount\n        rows {\n          catalogVehicleId\n          catalogYear\n          vehicleMake\n          vehicleModel\n          vehicleTrim\n          vehicleDescription\n          vehicleDrivetrain\n          vehicleFueltype\n          vehiclePrimaryfueltype\n          vehicleTransmissiongroup\n          vehicleBodytype\n          vehicleSeats\n          cabType\n          consumerPrice\n          catalogPrice\n          weekLeaseprice\n          monthLeaseprice\n          duration\n          durationUnit\n          jatoImagepath\n          jatoImagepathTrim\n          jatoImagepathBase\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query rateBookPage($filter: RateBookFilter!) {\n    rateBook(filter: $filter) {\n      resultCount\n      results {\n        totalCount\n        rows {\n          catalogVehicleId\n          catalogYear\n          vehicleMake\n          vehicleModel\n          vehicleTrim\n          vehicleDescription\n          vehicleDrivetrain\n          vehicleFueltype\n          vehiclePrimaryfueltype\n          vehicleTransmissiongroup\n          vehicleBodytype\n          vehicleSeats\n          cabType\n          consumerPrice\n          catalogPrice\n          weekLeaseprice\n          monthLeaseprice\n          duration\n          durationUnit\n          jatoImagepath\n          jatoImagepathTrim\n          jatoImagepathBase\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;