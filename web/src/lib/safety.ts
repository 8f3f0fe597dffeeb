// The safety line job seekers read where they apply (issue 29), word for word everywhere.

/** What KaamSetu promises and asks of job seekers: fees are the commonest job scam in India. */
export const NEVER_PAY = 'KaamSetu never asks for money. Never pay to get a job.';
