import { defineMessages, type NoMessageValues } from 'react-intl';

export const addressSearchMessages = defineMessages<{
  title: NoMessageValues;
  needAddress: NoMessageValues;
  needSupplier: NoMessageValues;
  current: { label: string };
  searchHeading: NoMessageValues;
  searchField: NoMessageValues;
  searchHint: NoMessageValues;
  searchSubmit: NoMessageValues;
  searching: NoMessageValues;
  searchFailed: NoMessageValues;
  noPlaces: { query: string };
  places: NoMessageValues;
  mapHeading: NoMessageValues;
  mapLoading: NoMessageValues;
  areaFailed: NoMessageValues;
  retry: NoMessageValues;
  lookupPoint: NoMessageValues;
  myLocation: NoMessageValues;
  myLocationLabel: NoMessageValues;
  mapPointLabel: NoMessageValues;
  geoDenied: NoMessageValues;
  geoFailed: NoMessageValues;
  resultHeading: { label: string };
  choose: NoMessageValues;
  myAddresses: NoMessageValues;
}>({
  title: { id: 'addressSearch.title', defaultMessage: 'Onde você quer receber?', description: 'Heading of the address search screen (spec 2)' },
  needAddress: {
    id: 'addressSearch.needAddress',
    defaultMessage: 'Esta loja precisa saber onde você está para mostrar os produtos. Busque seu endereço ou escolha um ponto no mapa.',
    description: 'spec 5: the supplier requires an address to access and none is known',
  },
  needSupplier: {
    id: 'addressSearch.needSupplier',
    defaultMessage: 'Para continuar, escolha um fornecedor que atenda o seu endereço.',
    description: 'spec 5: the supplier requires a chosen supplier to access',
  },
  current: { id: 'addressSearch.current', defaultMessage: 'Endereço escolhido: {label}', description: 'The location already chosen' },
  searchHeading: { id: 'addressSearch.searchHeading', defaultMessage: 'Buscar por cidade, bairro ou rua', description: 'Heading of the text search' },
  searchField: { id: 'addressSearch.searchField', defaultMessage: 'Cidade, bairro ou rua', description: 'Label of the place search field' },
  searchHint: { id: 'addressSearch.searchHint', defaultMessage: 'Separe por vírgula para ser mais preciso: Rua Augusta, São Paulo.', description: 'Help of the place search field' },
  searchSubmit: { id: 'addressSearch.searchSubmit', defaultMessage: 'Buscar endereço', description: 'Runs the place search' },
  searching: { id: 'addressSearch.searching', defaultMessage: 'Buscando endereços', description: 'The place search is on its way' },
  searchFailed: { id: 'addressSearch.searchFailed', defaultMessage: 'Não foi possível buscar endereços agora. Tente novamente.', description: 'The place search failed' },
  noPlaces: { id: 'addressSearch.noPlaces', defaultMessage: 'Nenhum lugar encontrado para “{query}”.', description: 'The place search found nothing' },
  places: { id: 'addressSearch.places', defaultMessage: 'Lugares encontrados', description: 'Accessible name of the list of places found' },
  mapHeading: { id: 'addressSearch.mapHeading', defaultMessage: 'Escolher no mapa', description: 'Heading of the map picker' },
  mapLoading: { id: 'addressSearch.mapLoading', defaultMessage: 'Carregando a área atendida', description: 'The service area is loading' },
  areaFailed: {
    id: 'addressSearch.areaFailed',
    defaultMessage: 'Falha ao consultar área de atendimento do fornecedor',
    description: "spec 8, verbatim: the supplier's service area could not be read",
  },
  retry: { id: 'addressSearch.retry', defaultMessage: 'Tentar novamente', description: 'Asks again after a failure' },
  lookupPoint: { id: 'addressSearch.lookupPoint', defaultMessage: 'Buscar fornecedores neste ponto', description: 'Looks the pinned point up' },
  myLocation: { id: 'addressSearch.myLocation', defaultMessage: 'Usar minha localização', description: "Uses the device's location" },
  myLocationLabel: { id: 'addressSearch.myLocationLabel', defaultMessage: 'Minha localização', description: "How the device's location is named once chosen" },
  mapPointLabel: { id: 'addressSearch.mapPointLabel', defaultMessage: 'Ponto escolhido no mapa', description: 'How a point of the map is named once chosen' },
  geoDenied: {
    id: 'addressSearch.geoDenied',
    defaultMessage: 'Você não permitiu o acesso à sua localização. Busque pelo endereço ou escolha um ponto no mapa.',
    description: "The browser's location permission was refused",
  },
  geoFailed: {
    id: 'addressSearch.geoFailed',
    defaultMessage: 'Não foi possível obter sua localização. Busque pelo endereço ou escolha um ponto no mapa.',
    description: "The device's location is unavailable",
  },
  resultHeading: { id: 'addressSearch.resultHeading', defaultMessage: 'Fornecedores para {label}', description: 'Heading of the supplier lookup for the chosen place' },
  choose: { id: 'addressSearch.choose', defaultMessage: 'Escolha o fornecedor', description: 'Accessible name of the list of suppliers serving the place' },
  myAddresses: { id: 'addressSearch.myAddresses', defaultMessage: 'Usar um dos meus endereços', description: "Opens the client's address panel from the address search" },
});

export const areaMapMessages = defineMessages<{
  name: { fornecedor: string };
  roleDescription: NoMessageValues;
  instructions: NoMessageValues;
  inside: { lat: string; lng: string };
  outside: { lat: string; lng: string };
  legendArea: NoMessageValues;
  legendStore: NoMessageValues;
  legendPin: NoMessageValues;
}>({
  name: { id: 'addressSearch.map.name', defaultMessage: 'Mapa da área atendida por {fornecedor}', description: 'Accessible name of the map picker' },
  roleDescription: { id: 'addressSearch.map.role', defaultMessage: 'mapa', description: 'What the map picker is, read by screen readers' },
  instructions: {
    id: 'addressSearch.map.instructions',
    defaultMessage: 'Clique no mapa ou use as setas para mover o marcador (com Shift, 5 km por vez). Enter busca fornecedores no ponto marcado.',
    description: 'How to use the map picker with a pointer or the keyboard',
  },
  inside: { id: 'addressSearch.map.inside', defaultMessage: 'Marcador em {lat}, {lng}: dentro da área atendida.', description: 'Where the pin is, inside the service area' },
  outside: { id: 'addressSearch.map.outside', defaultMessage: 'Marcador em {lat}, {lng}: fora da área atendida.', description: 'Where the pin is, outside the service area' },
  legendArea: { id: 'addressSearch.map.legendArea', defaultMessage: 'Área atendida', description: 'Map legend: the service area' },
  legendStore: { id: 'addressSearch.map.legendStore', defaultMessage: 'Loja', description: 'Map legend: a store' },
  legendPin: { id: 'addressSearch.map.legendPin', defaultMessage: 'Ponto escolhido', description: 'Map legend: the pin' },
});
