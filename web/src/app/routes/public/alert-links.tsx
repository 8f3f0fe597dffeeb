import { AlertConfirm, AlertUnsubscribe } from '@/features/job-alerts/components/alert-link-page';

/** /alerts/confirm?token=: where the link of a visitor's alert confirmation mail lands (beyond the spec). */
export const AlertConfirmPage = () => <AlertConfirm />;

/** /alerts/unsubscribe?token=: where the unsubscribe link of every alert mail lands (beyond the spec). */
export const AlertUnsubscribePage = () => <AlertUnsubscribe />;
