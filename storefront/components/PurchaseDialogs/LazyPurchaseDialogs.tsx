import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PurchaseDialogsProps } from './PurchaseDialogs';

const PurchaseDialogs = lazy(async () => ({ default: (await import('./PurchaseDialogs')).PurchaseDialogs }));

/**
 * The purchase dialogs (age check, additional services) of whatever adds through `requestAdd`: their code
 * (react-aria's modal, dialog and checkboxes) comes with the first "Adicionar" that asks a question, so a
 * page that never asks carries none of it. Once there, they stay, to fade out and to answer the next one.
 */
export function LazyPurchaseDialogs(props: PurchaseDialogsProps) {
  const { pending } = useSnapshot(props.store);
  const [asked, setAsked] = useState(false);
  if (pending && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseDialogs {...props} />
    </Suspense>
  );
}
