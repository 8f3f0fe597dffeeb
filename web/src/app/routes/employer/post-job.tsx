import { PostJob } from '@/features/post-job/components/post-job';

/** Post or edit a job (/post-job, spec §2.15); edit with `jobId` in navigation state or `?jobId=`. */
export default function Page() {
  return <PostJob />;
}
