// React contexts that must have a provider. A hook used outside its provider is a
// developer error; it fails loudly with the provider's name instead of rendering
// with an undefined value.
import { createContext, useContext, type Context } from 'react';

export class ReactContextError extends Error {
  constructor(hookName: string, providerName: string) {
    super(
      `${hookName}() is called outside the <${providerName}>. Render the component inside <${providerName}>.`,
    );
    this.name = 'ReactContextError';
  }
}

export function createRequiredContext<T>(providerName: string): {
  Context: Context<T | null>;
  use: (hookName: string) => T;
} {
  const Context = createContext<T | null>(null);
  Context.displayName = providerName;
  return {
    Context,
    use(hookName: string): T {
      const value = useContext(Context);
      if (value === null) throw new ReactContextError(hookName, providerName);
      return value;
    },
  };
}
