import { createContext, useContext } from 'react';
import type { AppConfig } from './app-config';

export const ConfigContext = createContext<AppConfig | null>(null);

/** The loaded site settings; only usable below ConfigGate, which renders nothing else until they arrive. */
export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig must be used below <ConfigGate>');
  return config;
}
