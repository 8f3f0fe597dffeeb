import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { ApplicationStatus } from '@/types/api';
import type { components } from '@/types/api.gen';
import { appliedPosition, experienceLabel, modalDate, telHref } from '../lib/applicants-state';
import { StatusBadge } from '@/components/application-status-badge';
import { ApplicantAvatar } from './applicant-parts';
import { ResumeLink } from './applicant-row';

type Application = components['schemas']['ApplicationView'];

type ApplicantDialogProps = {
  /** The application shown; the dialog is open while there is one. */
  application: Application | null;
  statuses: readonly ApplicationStatus[];
  saving: boolean;
  onChangeStatus: (status: ApplicationStatus) => void;
  onClose: () => void;
};

type ApplicantProfile = components['schemas']['ApplicantProfile'];

const ROW = 'grid grid-cols-[6.5rem_minmax(0,1fr)] sm:grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-3';

function NotGiven() {
  const { t } = useTranslation('applicants');
  return <span className="font-normal text-slate-400">{t('dialog.notGiven')}</span>;
}
const notGiven = <NotGiven />;

/**
 * What the applicant's profile says (beyond the spec, as the privacy policy allows for
 * applications): phone (a tap calls), city, experience, skills, education and languages.
 */
function ProfileFacts({ profile }: { profile: ApplicantProfile }) {
  const { t } = useTranslation('applicants');
  return (
    <dl aria-label={t('dialog.profile')} className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
      <div className={ROW}>
        <dt className="text-slate-500">{t('dialog.phone')}</dt>
        <dd className="min-w-0 font-medium text-slate-900">
          {profile.phone ? (
            <a href={telHref(profile.phone)} className="text-brand-700 hover:underline">
              {profile.phone}
            </a>
          ) : (
            notGiven
          )}
        </dd>
      </div>
      <div className={ROW}>
        <dt className="text-slate-500">{t('dialog.city')}</dt>
        <dd className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">
          {profile.location ? <span translate="no">{profile.location}</span> : notGiven}
        </dd>
      </div>
      <div className={ROW}>
        <dt className="text-slate-500">{t('dialog.experience')}</dt>
        <dd className="font-medium text-slate-900">{experienceLabel(profile, t)}</dd>
      </div>
      <div className={ROW}>
        <dt className="text-slate-500">{t('dialog.skills')}</dt>
        <dd className="min-w-0">
          {profile.skills.length > 0 ? (
            <ul aria-label={t('dialog.skills')} className="flex flex-wrap gap-1.5">
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  translate="no"
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-600/15"
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            notGiven
          )}
        </dd>
      </div>
      <div className={ROW}>
        <dt className="text-slate-500">{t('dialog.education')}</dt>
        <dd className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">
          {profile.educationQualification ? <span translate="no">{profile.educationQualification}</span> : notGiven}
        </dd>
      </div>
      <div className={ROW}>
        <dt className="text-slate-500">{t('dialog.languages')}</dt>
        <dd className="min-w-0 font-medium text-slate-900">
          {profile.languages.length > 0 ? <span translate="no">{profile.languages.join(', ')}</span> : notGiven}
        </dd>
      </div>
    </dl>
  );
}

/** The applicant's profile (spec §2.17) with 'Change Application Status'. */
export function ApplicantDialog({ application, statuses, saving, onChangeStatus, onClose }: ApplicantDialogProps) {
  const { t } = useTranslation('applicants');
  const words = useCatalogueWords();
  const language = useLanguage();
  const selectId = useId();
  const position = appliedPosition(application?.job, t);
  return (
    <Dialog open={application !== null} onClose={onClose} title={t('dialog.title')}>
      {application ? (
        <div>
          <div className="flex items-center gap-4">
            <ApplicantAvatar name={application.applicant.name} fileName={application.applicant.avatar} size="lg" />
            <div className="min-w-0">
              <p translate="no" className="truncate text-lg font-semibold text-slate-900">
                {application.applicant.name}
              </p>
              <p translate="no" className="truncate text-sm text-slate-600">
                {application.applicant.email}
              </p>
            </div>
          </div>

          {application.applicant.profile ? <ProfileFacts profile={application.applicant.profile} /> : null}

          <dl className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
            <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] sm:grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-3">
              <dt className="text-slate-500">{t('dialog.position')}</dt>
              <dd className="min-w-0 font-medium text-slate-900">
                <span translate={position.titleGiven ? 'no' : undefined} className="block truncate">
                  {position.title}
                </span>
                <span className="block text-xs font-normal text-slate-600">
                  {position.type ? words.jobType(position.type) : t('dialog.typeNotAvailable')}
                </span>
              </dd>
            </div>
            <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] sm:grid-cols-[8.5rem_minmax(0,1fr)] items-center gap-3 px-4 py-3">
              <dt className="text-slate-500">{t('dialog.status')}</dt>
              <dd>
                <StatusBadge status={application.status} />
              </dd>
            </div>
            <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] sm:grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-3">
              <dt className="text-slate-500">{t('dialog.date')}</dt>
              <dd className="font-medium text-slate-900">{modalDate(application.createdAt, language, t)}</dd>
            </div>
          </dl>

          <div className="mt-5">
            <div className="mb-1.5 flex items-center gap-2">
              <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
                {t('dialog.changeStatus')}
              </label>
              {saving ? <Spinner className="h-3.5 w-3.5 text-brand-700" /> : null}
            </div>
            <select
              id={selectId}
              value={application.status}
              disabled={saving}
              aria-busy={saving || undefined}
              onChange={(e) => onChangeStatus(e.target.value as ApplicationStatus)}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-wait disabled:bg-slate-100"
            >
              {/* The catalogue, plus the current value should the server know one it does not. */}
              {(statuses.includes(application.status) ? statuses : [application.status, ...statuses]).map((status) => (
                <option key={status} value={status}>
                  {words.applicationStatus(status)}
                </option>
              ))}
            </select>
          </div>

          <div className="mt-6 flex justify-end">
            <ResumeLink
              application={application}
              label={t('dialog.downloadResume')}
              fullLabel={t('dialog.downloadResumeOf')}
              size="md"
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
