import { EmployerDetail } from '@/features/employers/components/employer-detail';

/** Single employer page (/employer/{id}, spec §2.20). */
export default function Page() {
  return <EmployerDetail />;
}
