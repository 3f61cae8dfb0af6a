import { createContext, useContext } from 'react';
import type { AppConfig } from './app-config';

export const AppConfigContext = createContext<AppConfig | undefined>(undefined);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an AppConfigContext provider');
  return config;
}
