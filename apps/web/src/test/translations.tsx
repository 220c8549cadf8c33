import { I18nProvider } from '@lingui/react';
import type { RenderHookOptions, RenderOptions } from '@testing-library/react';
import type { JSXElementConstructor, ReactNode } from 'react';
import { i18n } from '../i18n/i18n';

type Library = typeof import('@testing-library/react');
type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** A test's own wrapper, inside the translation layer. */
function withTranslations(Inner?: Wrapper): Wrapper {
  return function Translated({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

/** Testing Library whose `render` and `renderHook` put what they render inside the translation layer. */
export function translatedLibrary(library: Library): Library {
  const render = ((ui: ReactNode, options?: RenderOptions) =>
    library.render(ui, { ...options, wrapper: withTranslations(options?.wrapper) })) as Library['render'];
  const renderHook = (<Result, Props>(hook: (props: Props) => Result, options?: RenderHookOptions<Props>) =>
    library.renderHook(hook, {
      ...options,
      wrapper: withTranslations(options?.wrapper),
    })) as Library['renderHook'];
  return { ...library, render, renderHook };
}
