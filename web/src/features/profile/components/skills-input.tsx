import { useId, type KeyboardEvent, type Ref } from 'react';
import { X } from 'lucide-react';
import { inputClasses } from '@/components/ui/field-styles';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { addSkills, splitSkillDraft } from '../lib/profile-form';

type SkillsInputProps = {
  skills: string[];
  draft: string;
  onChange: (next: { skills: string[]; draft: string }) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Skills typed comma separated into chips (spec §2.10, §5): a comma or Enter turns what is typed
 * into chips, Backspace in the empty box takes the last chip back, and each chip has a remove
 * button. What is still typed is kept on Save.
 */
export function SkillsInput({ skills, draft, onChange, error, ref }: SkillsInputProps) {
  const id = useId();
  const { t } = useTranslation('profile');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter makes a chip instead of submitting the form.
      event.preventDefault();
      if (draft.trim()) onChange({ skills: addSkills(skills, draft), draft: '' });
    } else if (event.key === 'Backspace' && draft === '' && skills.length > 0) {
      event.preventDefault();
      onChange({ skills: skills.slice(0, -1), draft: skills[skills.length - 1] ?? '' });
    }
  };

  return (
    <div>
      {/* The section's heading shows 'Skills' just above; the label names the box for assistive tech. */}
      <label htmlFor={id} className="sr-only">
        {t('skills.label')}
      </label>
      {skills.length > 0 ? (
        <ul aria-label={t('skills.list')} className="mb-2.5 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill.toLowerCase()}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-600/15"
            >
              <span translate="no" className="truncate">
                {skill}
              </span>
              <button
                type="button"
                onClick={() => onChange({ skills: skills.filter((s) => s !== skill), draft })}
                className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="sr-only">
                  {richText(t('skills.remove'), { skill: () => <span translate="no">{skill}</span> })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        ref={ref}
        type="text"
        value={draft}
        placeholder={skills.length ? t('skills.another') : t('skills.placeholder')}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(splitSkillDraft(skills, event.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim()) onChange({ skills: addSkills(skills, draft), draft: '' });
        }}
        className={inputClasses(Boolean(error))}
      />
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {t('skills.hint')}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
