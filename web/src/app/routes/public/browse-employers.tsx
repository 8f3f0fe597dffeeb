import { BrowseEmployers } from '@/features/employers/components/browse-employers';

/** Browse employers (/browse-employers, spec §2.20). */
export default function Page() {
  return <BrowseEmployers />;
}
