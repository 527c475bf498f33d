import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, use, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiFactorDialogBodyProps } from './multi-factor-dialog-body';
import type { SignInDialogBodyProps } from './sign-in-dialog-body';
import type { SignUpDialogBodyProps } from './sign-up-dialog-body';
import type { VerifyEmailDialogBodyProps } from './verify-email-dialog-body';

type Bodies = typeof import('./dialog-bodies');
let bodies: Promise<Bodies> | null = null;
let loaded: Bodies | null = null;
/** The forms' file, fetched once; a failed download (offline) is tried again at the next opening. */
function loadBodies(): Promise<Bodies> {
  bodies ??= import('./dialog-bodies').then(
    (module) => (loaded = module),
    (error: unknown) => {
      bodies = null;
      throw error;
    },
  );
  return bodies;
}

function BodyLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="8" role="status" aria-label={t('loading')}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

function lazyBody<P extends object>(pick: (module: Bodies) => ComponentType<P>): ComponentType<P> {
  function Loaded(props: P) {
    // Once the file is here every dialog renders at once (the next step's dialog does not flash).
    const Body = pick(loaded ?? use(loadBodies()));
    return <Body {...props} />;
  }
  return function LazyBody(props: P) {
    return (
      <Suspense fallback={<BodyLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * `signInAgain` from the forms' file: it runs once a verification dialog has taken its code, so the
 * file is already here (issue 14: the sign-in steps are not part of the home page's download).
 */
export async function signInAgain(...args: Parameters<Bodies['signInAgain']>): ReturnType<Bodies['signInAgain']> {
  return (await loadBodies()).signInAgain(...args);
}

// The dialogs' forms arrive when a dialog first opens (issue 14: Formik and Yup are about 20 kB gzip).
export const SignInDialogBody = lazyBody<SignInDialogBodyProps>((m) => m.SignInDialogBody);
export const SignUpDialogBody = lazyBody<SignUpDialogBodyProps>((m) => m.SignUpDialogBody);
export const VerifyEmailDialogBody = lazyBody<VerifyEmailDialogBodyProps>((m) => m.VerifyEmailDialogBody);
export const MultiFactorDialogBody = lazyBody<MultiFactorDialogBodyProps>((m) => m.MultiFactorDialogBody);
