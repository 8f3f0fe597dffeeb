import { useState, type ReactNode } from 'react';
import { Mail, MapPin, Pencil, Phone, Plus, Trash2, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatDate } from '@/lib/dates';
import type { User } from '@/types/api';
import { EXPERIENCED, experienceText, statusLabel } from '../lib/profile-form';
import { editPath } from './edit-path';
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

const notAdded = <span className="text-slate-400">Not added</span>;

/**
 * My Profile in view mode (spec §2.10): avatar, name, email, phone, location, status, experience
 * (only when experienced), education, the résumé with View and delete, skills as chips; empty
 * résumé and skills offer 'Upload Resume' and 'Add Skills', which open the edit mode.
 */
export function ProfileView({ user }: { user: User }) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const experienced = user.status === EXPERIENCED;
  const joined = formatDate(user.createdAt, 'MMMM YYYY');

  return (
    <div className="space-y-5">
      <section aria-labelledby="profile-name" className={card}>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <ProfileAvatar name={user.name} fileName={user.avatar} />
          <div className="min-w-0 flex-1">
            <h2 id="profile-name" className="break-words text-xl font-semibold text-slate-900">
              {user.name}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="truncate">{user.email}</span>
              </span>
              {user.location ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  {user.location}
                </span>
              ) : null}
            </p>
            {joined ? <p className="mt-1 text-xs text-slate-500">Member since {joined}</p> : null}
          </div>
          <Link to={editPath()} className={buttonClasses('outline', 'sm', 'self-start sm:self-center')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit Profile
          </Link>
        </div>

        <dl className="mt-6 grid gap-x-6 gap-y-5 border-t border-slate-100 pt-5 sm:grid-cols-2">
          <Detail label="Email">{user.email}</Detail>
          <Detail label="Phone">
            {user.phone ? (
              <span className="inline-flex items-center gap-1.5">
                <Phone className="h-4 w-4 text-slate-400" aria-hidden="true" />
                {user.phone}
              </span>
            ) : (
              notAdded
            )}
          </Detail>
          <Detail label="Location">{user.location || notAdded}</Detail>
          <Detail label="Status">{statusLabel(user.status)}</Detail>
          {experienced ? (
            <Detail label="Experience">
              {user.yearsOfExperience !== null && user.yearsOfExperience !== undefined
                ? experienceText(user.yearsOfExperience)
                : notAdded}
            </Detail>
          ) : null}
          <Detail label="Education">{user.educationQualification || notAdded}</Detail>
        </dl>
      </section>

      <section aria-labelledby="profile-resume" className={card}>
        <h2 id="profile-resume" className="text-base font-semibold text-slate-900">
          Resume
        </h2>
        <div className="mt-4">
          {user.resume ? (
            <ResumeFile fileName={user.resume} note="Sent with every application">
              <button
                type="button"
                onClick={() => setConfirmDelete(true)}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Delete<span className="sr-only"> resume</span>
              </button>
            </ResumeFile>
          ) : (
            <EmptyLine text="No resume uploaded yet. Employers see it when you apply.">
              <Link to={editPath('resume')} className={buttonClasses('primary', 'sm')}>
                <Upload className="h-4 w-4" aria-hidden="true" />
                Upload Resume
              </Link>
            </EmptyLine>
          )}
        </div>
      </section>

      <section aria-labelledby="profile-skills" className={card}>
        <h2 id="profile-skills" className="text-base font-semibold text-slate-900">
          Skills
        </h2>
        <div className="mt-4">
          {user.skills.length > 0 ? (
            <ul aria-label="Skills" className="flex flex-wrap gap-2">
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
            <EmptyLine text="No skills added yet. Skills help us recommend the right jobs.">
              <Link to={editPath('skills')} className={buttonClasses('primary', 'sm')}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                Add Skills
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
