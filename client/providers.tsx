// The state the islands share, as React contexts with required providers.
import { useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { ShellProps } from '../templates/shell-props.js';
import { getColorMode, setColorMode, subscribeColorMode, type ColorMode } from './color-mode.js';
import { createRequiredContext } from './context.js';
import { getShellProps, subscribeShellProps } from './shell-props.js';

interface ColorModeValue {
  /** Undefined while hydrating: the server cannot know the reader's mode. */
  colorMode: ColorMode | undefined;
  setColorMode: (mode: ColorMode | null) => void;
}

const colorModeContext = createRequiredContext<ColorModeValue>('ColorModeProvider');
const shellPropsContext = createRequiredContext<ShellProps>('ShellPropsProvider');

export function useColorMode(): ColorModeValue {
  return colorModeContext.use('useColorMode');
}

export function useShellProps(): ShellProps {
  return shellPropsContext.use('useShellProps');
}

const noMode = () => undefined;

export function ColorModeProvider({ children }: { children: ReactNode }): ReactElement {
  const colorMode = useSyncExternalStore(subscribeColorMode, getColorMode, noMode);
  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode]);
  return (
    <colorModeContext.Context.Provider value={value}>{children}</colorModeContext.Context.Provider>
  );
}

export function ShellPropsProvider({ children }: { children: ReactNode }): ReactElement {
  // Reading the props can throw (a malformed payload): inside the island's error boundary.
  const props = useSyncExternalStore(subscribeShellProps, getShellProps, getShellProps);
  return (
    <shellPropsContext.Context.Provider value={props}>
      {children}
    </shellPropsContext.Context.Provider>
  );
}
