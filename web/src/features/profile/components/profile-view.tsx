import { useState, type ReactNode } from 'react';
import { ArrowLeft, FileText, Mail, MapPin, Pencil, Phone, Plus, Trash2, Upload } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { carryOrigin, originPath } from '@/lib/return-to';
import type { User } from '@/types/api';
import { EXPERIENCED } from '../lib/profile-form';
import { editPath } from './edit-path';
import { hidden } from './rich-tags';
import { ProfileAvatar } from './profile-avatar';
import { ResumeDeleteDialog } from './resume-delete-dialog';
import { ResumeFile } from './resume-file';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * My Profile in view mode (spec §2.10): avatar, name, email, phone, location, status, experience
 * (only when experienced), education, the résumé with View and delete, skills as chips; empty
 * résumé and skills offer 'Upload Resume' and 'Add Skills', which open the edit mode.
 */
export function ProfileView({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const words = useCatalogueWords();
  const language = useLanguage();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const location = useLocation();
  const experienced = user.status === EXPERIENCED;
  const joined = formatDate(user.createdAt, 'MMMM YYYY', language);
  const notAdded = <span className="text-slate-400">{t('view.notAdded')}</span>;
  // Sent here from a job for want of a résumé: the way there is kept on every link of this page.
  const origin = originPath(location.state);
  const carried = carryOrigin(location.state);
  const fromJob = origin?.startsWith('/job/') ? origin : null;
  const createResume = (
    <Link to={`${paths.candidate.userProfile}?resume=create`} state={carried} className={buttonClasses('primary', 'sm')}>
      <FileText className="h-4 w-4" aria-hidden="true" />
      {t('view.createResume')}
    </Link>
  );
  const uploadResume = (variant: 'primary' | 'outline') => (
    <Link to={editPath('resume')} state={carried} className={buttonClasses(variant, 'sm')}>
      <Upload className="h-4 w-4" aria-hidden="true" />
      {t('view.uploadResume')}
    </Link>
  );

  return (
    <div className="space-y-5">
      {fromJob ? (
        <section aria-labelledby="resume-needed" className="rounded-2xl border border-brand-200 bg-brand-50/70 p-5 sm:p-6">
          {user.resume ? (
            <>
              <h2 id="resume-needed" className="text-base font-semibold text-brand-900">
                {t('view.readyTitle')}
              </h2>
              <p className="mt-1 text-sm text-brand-800">{t('view.readyText')}</p>
              <Link to={fromJob} className={buttonClasses('primary', 'sm', 'mt-4')}>
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                {t('view.backToJob')}
              </Link>
            </>
          ) : (
            <>
              <h2 id="resume-needed" className="text-base font-semibold text-brand-900">
                {t('view.neededTitle')}
              </h2>
              <p className="mt-1 text-sm text-brand-800">{t('view.neededText')}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                {createResume}
                {uploadResume('outline')}
              </div>
            </>
          )}
        </section>
      ) : null}
      <section aria-labelledby="profile-name" className={card}>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <ProfileAvatar name={user.name} fileName={user.avatar} />
          <div className="min-w-0 flex-1">
            <h2 id="profile-name" translate="no" className="break-words text-xl font-semibold text-slate-900">
              {user.name}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span translate="no" className="truncate">
                  {user.email}
                </span>
              </span>
              {user.location ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span translate="no">{user.location}</span>
                </span>
              ) : null}
            </p>
            {joined ? <p className="mt-1 text-xs text-slate-500">{t('view.memberSince', { date: joined })}</p> : null}
          </div>
          <Link to={editPath()} state={carried} className={buttonClasses('outline', 'sm', 'self-start sm:self-center')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('view.editProfile')}
          </Link>
        </div>

        <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-5 border-t border-slate-100 pt-5 sm:grid-cols-2">
          <Detail label={t('view.email')}>
            <span translate="no">{user.email}</span>
          </Detail>
          <Detail label={t('view.phone')}>
            {user.phone ? (
              <span className="inline-flex items-center gap-1.5">
                <Phone className="h-4 w-4 text-slate-400" aria-hidden="true" />
                {user.phone}
              </span>
            ) : (
              notAdded
            )}
          </Detail>
          <Detail label={t('view.location')}>{user.location ? <span translate="no">{user.location}</span> : notAdded}</Detail>
          <Detail label={t('view.status')}>{words.profileStatus(user.status)}</Detail>
          {experienced ? (
            <Detail label={t('view.experience')}>
              {user.yearsOfExperience !== null && user.yearsOfExperience !== undefined
                ? t('view.experienceYears', { count: user.yearsOfExperience })
                : notAdded}
            </Detail>
          ) : null}
          <Detail label={t('view.education')}>
            {user.educationQualification ? <span translate="no">{user.educationQualification}</span> : notAdded}
          </Detail>
          <Detail label={t('view.languages')}>
            {user.languages?.length ? <span translate="no">{user.languages.join(', ')}</span> : notAdded}
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="profile-resume" className={card}>
        <h2 id="profile-resume" className="text-base font-semibold text-slate-900">
          {t('view.resume')}
        </h2>
        <div className="mt-4">
          {user.resume ? (
            <ResumeFile fileName={user.resume} note={t('view.resumeNote')}>
              <button
                type="button"
                onClick={() => setConfirmDelete(true)}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {richText(t('view.deleteResume'), hidden)}
              </button>
            </ResumeFile>
          ) : (
            <EmptyLine text={t('view.noResume')}>
              <div className="flex flex-wrap gap-2">
                {uploadResume('primary')}
                {createResume}
              </div>
            </EmptyLine>
          )}
        </div>
      </section>

      <section aria-labelledby="profile-skills" className={card}>
        <h2 id="profile-skills" className="text-base font-semibold text-slate-900">
          {t('view.skills')}
        </h2>
        <div className="mt-4">
          {user.skills.length > 0 ? (
            <ul aria-label={t('view.skills')} translate="no" className="flex flex-wrap gap-2">
              {user.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-600/15"
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyLine text={t('view.noSkills')}>
              <Link to={editPath('skills')} className={buttonClasses('primary', 'sm')}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('view.addSkills')}
              </Link>
            </EmptyLine>
          )}
        </div>
      </section>

      <ResumeDeleteDialog open={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </div>
  );
}

function EmptyLine({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
