/** The thank-you page's address (calculator §2). */
export const THANK_YOU_PATH = '/calculator/thank-you';
