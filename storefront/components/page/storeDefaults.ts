import { defineMessages, type NoMessageValues } from 'react-intl';

/** What a page says where the supplier's theme says nothing (spec 9 defaults): the frame, the home and the meta tags. */
export const storeDefaults = defineMessages<{
  defaultStoreName: NoMessageValues;
  defaultDescription: NoMessageValues;
  productName: NoMessageValues;
}>({
  defaultStoreName: { id: 'shell.defaultStoreName', defaultMessage: 'Loja do Fornecedor', description: 'spec 9: default store name' },
  defaultDescription: { id: 'shell.defaultDescription', defaultMessage: 'Confira nossas ofertas!', description: 'spec 9: default page description' },
  productName: { id: 'shell.productName', defaultMessage: 'Vitrine de Pedidos', description: "The product's own name, the default page title (spec 9)" },
});
