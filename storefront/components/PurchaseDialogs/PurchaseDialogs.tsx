import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { answerAgeCheck, cancelPurchase, confirmServices, type ProductContext, type ProductStore } from '@storefront/state/product';
import { ProductAgeCheck, ProductServices } from './ProductDialogs';

export interface PurchaseDialogsProps {
  /** The store whose `requestAdd` is waiting for an answer. */
  store: ProductStore;
  context: ProductContext;
}

/**
 * The age check and additional-services dialogs (spec 2) of a pending "Adicionar", bound to the
 * product actions: for any screen that adds through `requestAdd` (the catalogue's cards).
 */
export function PurchaseDialogs({ store, context }: PurchaseDialogsProps) {
  const { pending: current } = useSnapshot(store);
  // The dialogs keep the last product they asked about while they fade out.
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  const pending = current ?? shown;
  return (
    <>
      <ProductAgeCheck
        isOpen={current?.step === 'ageCheck'}
        name={pending?.product.nome ?? ''}
        idade={pending?.product.idadeMinima ?? 0}
        onAnswer={(yes) => answerAgeCheck(store, context, yes)}
      />
      <ProductServices
        isOpen={current?.step === 'services'}
        name={pending?.product.nome ?? ''}
        servicos={pending?.product.servicosAdicionais ?? []}
        onConfirm={(ids) => confirmServices(store, context, ids)}
        onCancel={() => cancelPurchase(store)}
      />
    </>
  );
}
