import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { profilePath } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import type { User } from '@/types/api';

/** Avatar button opening a menu with the user's name, email, role, View Profile and Sign Out. */
export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('profileMenu.button')}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-1.5 hover:bg-slate-100"
      >
        <Avatar name={user.name} fileName={user.avatar ?? (user.role === 'employer' ? user.companyLogo : null)} size="sm" />
        <ChevronDown className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('profileMenu.menu')}
          className="absolute right-0 z-50 mt-2 w-72 origin-top-right overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-4 py-4">
            <Avatar name={user.name} fileName={user.avatar} size="lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
              <span className="mt-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                {t(`roles.${user.role}`)}
              </span>
            </div>
          </div>
          <div className="p-1.5">
            {/* An admin has no profile page (issue 29). */}
            {user.role === 'admin' ? null : (
              <Link
                role="menuitem"
                to={profilePath(user.role)}
                onClick={() => setOpen(false)}
                className="flex items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                <UserRound className="h-4 w-4" aria-hidden="true" />
                {t('profileMenu.viewProfile')}
              </Link>
            )}
            <button
              role="menuitem"
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {t('header.signOut')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
