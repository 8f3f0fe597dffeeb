import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '@/components/ui/toaster';
import { useAccountLanguage } from '@/lib/account-language';
import { useSessionRecheck, useUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { hideSplash } from '@/lib/splash';

/** The app is ready once the session check has answered (or failed): then the splash fades. */
function SessionWatch() {
  const { isPending } = useUser();
  useSessionRecheck();
  useAccountLanguage();
  useEffect(() => {
    if (!isPending) hideSplash();
  }, [isPending]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionWatch />
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
