import { defineMessages, type NoMessageValues } from 'react-intl';

export const newAddressPanelMessages = defineMessages<{
  titleNew: NoMessageValues;
  titleEdit: NoMessageValues;
  visitor: NoMessageValues;
  descricao: NoMessageValues;
  descricaoHint: NoMessageValues;
  cep: NoMessageValues;
  cepHint: NoMessageValues;
  cepInvalid: NoMessageValues;
  cepLoading: NoMessageValues;
  cepFound: NoMessageValues;
  cepNotFound: NoMessageValues;
  cepFailed: NoMessageValues;
  rua: NoMessageValues;
  numero: NoMessageValues;
  complemento: NoMessageValues;
  bairro: NoMessageValues;
  cidade: NoMessageValues;
  uf: NoMessageValues;
  ufInvalid: NoMessageValues;
  pontoref: NoMessageValues;
  pontorefHint: NoMessageValues;
  required: NoMessageValues;
  save: NoMessageValues;
  back: NoMessageValues;
  outsideArea: NoMessageValues;
  notLocated: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  titleNew: { id: 'newAddress.titleNew', defaultMessage: 'Novo endereço', description: 'Title of the new-address panel (spec 2 "Panels": new address)' },
  titleEdit: { id: 'newAddress.titleEdit', defaultMessage: 'Editar endereço', description: 'Title of the new-address panel changing an address' },
  visitor: { id: 'newAddress.visitor', defaultMessage: 'Entre na sua conta para cadastrar um endereço.', description: 'The new-address panel for a visitor' },
  descricao: { id: 'newAddress.descricao', defaultMessage: 'Nome do endereço', description: 'Label of the address nickname (spec 3 descricao/apelido)' },
  descricaoHint: { id: 'newAddress.descricaoHint', defaultMessage: 'Por exemplo: Casa, Loja, Depósito.', description: 'Help of the address nickname' },
  cep: { id: 'newAddress.cep', defaultMessage: 'CEP', description: 'Label of the postal code field' },
  cepHint: { id: 'newAddress.cepHint', defaultMessage: 'Preenchemos rua, bairro e cidade pelo CEP.', description: 'Help of the CEP field: it fills the address' },
  cepInvalid: { id: 'newAddress.cepInvalid', defaultMessage: 'Informe um CEP com 8 dígitos.', description: 'The CEP is incomplete' },
  cepLoading: { id: 'newAddress.cepLoading', defaultMessage: 'Buscando o CEP', description: 'The CEP lookup is on its way' },
  cepFound: { id: 'newAddress.cepFound', defaultMessage: 'Endereço preenchido pelo CEP. Confira e informe o número.', description: 'The CEP lookup filled the address' },
  cepNotFound: {
    id: 'newAddress.cepNotFound',
    defaultMessage: 'Não encontramos este CEP. Preencha o endereço abaixo.',
    description: 'The CEP is unknown: the shopper types the address',
  },
  cepFailed: {
    id: 'newAddress.cepFailed',
    defaultMessage: 'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
    description: 'The CEP lookup failed: the shopper types the address',
  },
  rua: { id: 'newAddress.rua', defaultMessage: 'Rua', description: 'Label of the street field' },
  numero: { id: 'newAddress.numero', defaultMessage: 'Número', description: 'Label of the house number field' },
  complemento: { id: 'newAddress.complemento', defaultMessage: 'Complemento', description: 'Label of the complement field (flat, block)' },
  bairro: { id: 'newAddress.bairro', defaultMessage: 'Bairro', description: 'Label of the neighbourhood field' },
  cidade: { id: 'newAddress.cidade', defaultMessage: 'Cidade', description: 'Label of the city field' },
  uf: { id: 'newAddress.uf', defaultMessage: 'Estado (UF)', description: 'Label of the state field, two letters' },
  pontoref: { id: 'newAddress.pontoref', defaultMessage: 'Ponto de referência', description: 'Label of the optional reference point field (spec 3 pontoref/referencia)' },
  pontorefHint: {
    id: 'newAddress.pontorefHint',
    defaultMessage: 'Opcional. Ajuda a encontrar o endereço, por exemplo: portão azul, em frente à padaria.',
    description: 'Help of the reference point field',
  },
  ufInvalid: { id: 'newAddress.ufInvalid', defaultMessage: 'Informe a sigla do estado, por exemplo SP.', description: 'The state is not two letters' },
  required: { id: 'newAddress.required', defaultMessage: 'Preencha este campo.', description: 'A required address field is empty' },
  save: { id: 'newAddress.save', defaultMessage: 'Salvar endereço', description: 'Saves the address' },
  back: { id: 'newAddress.back', defaultMessage: 'Voltar para meus endereços', description: 'Back to the address panel without saving' },
  outsideArea: {
    id: 'newAddress.outsideArea',
    defaultMessage: 'O fornecedor não atende no endereço informado',
    description: 'spec 5, verbatim: the address is outside the supplier service area',
  },
  notLocated: {
    id: 'newAddress.notLocated',
    defaultMessage: 'Não encontramos este endereço no mapa. Confira a rua, o bairro e a cidade.',
    description: 'A typed address could not be placed on the map',
  },
  unavailable: { id: 'newAddress.unavailable', defaultMessage: 'Não foi possível salvar o endereço. Tente novamente.', description: 'Saving the address failed' },
});
