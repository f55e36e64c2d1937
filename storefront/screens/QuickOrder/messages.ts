import { defineMessages, type NoMessageValues } from 'react-intl';

/** Beyond the spec (issue 9): the quick order screen at `/{supplier}/pedido-rapido`. */
export const quickOrderMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  field: NoMessageValues;
  fieldHelp: NoMessageValues;
  placeholder: NoMessageValues;
  check: NoMessageValues;
  upload: NoMessageValues;
  uploadHelp: NoMessageValues;
  fileName: { name: string };
  checking: NoMessageValues;
  empty: NoMessageValues;
  lookupFailed: NoMessageValues;
  retry: NoMessageValues;
  fileFormat: NoMessageValues;
  spreadsheetFailed: NoMessageValues;
  spreadsheetRefused: NoMessageValues;
  overflow: { count: number; max: number };
  results: NoMessageValues;
  summary: { valid: number; adjusted: number; invalid: number };
  line: { line: number };
  colProduct: NoMessageValues;
  colQuantity: NoMessageValues;
  colStatus: NoMessageValues;
  colTotal: NoMessageValues;
  lines: { lines: string };
  noSku: NoMessageValues;
  notRead: NoMessageValues;
  valid: NoMessageValues;
  adjusted: { quantity: string };
  precision: NoMessageValues;
  emptySku: NoMessageValues;
  missingQuantity: NoMessageValues;
  unreadableQuantity: NoMessageValues;
  notPositive: NoMessageValues;
  unknownSku: NoMessageValues;
  unavailable: NoMessageValues;
  noValidQuantity: NoMessageValues;
  add: { count: number };
  addHelp: NoMessageValues;
  nothingToAdd: NoMessageValues;
  total: NoMessageValues;
  added: { count: number };
  saveFailed: NoMessageValues;
  locked: NoMessageValues;
  login: NoMessageValues;
}>({
  title: { id: 'quickOrder.title', defaultMessage: 'Pedido rápido', description: 'Heading of the quick order screen (paste SKU lines or upload a spreadsheet)' },
  intro: {
    id: 'quickOrder.intro',
    defaultMessage: 'Cole os códigos (SKU) e as quantidades, ou envie uma planilha. Conferimos cada linha antes de ir para o carrinho.',
    description: 'What the quick order screen does, under the heading',
  },
  field: { id: 'quickOrder.field', defaultMessage: 'Itens do pedido', description: 'Label of the text area where SKU;quantity lines are pasted' },
  fieldHelp: {
    id: 'quickOrder.fieldHelp',
    defaultMessage: 'Uma linha por produto: SKU e quantidade separados por ponto e vírgula. Também vale colar duas colunas de uma planilha. Decimais com vírgula (2,5).',
    description: 'Help under the quick order text area: the expected format',
  },
  placeholder: {
    id: 'quickOrder.placeholder',
    defaultMessage: 'ARR-0001;2|FEI-0025;1,5',
    description: 'Example lines shown in the empty quick order text area (SKU;quantity); each | starts a new line',
  },
  check: { id: 'quickOrder.check', defaultMessage: 'Conferir itens', description: 'Button reading the pasted lines and checking each against the catalogue' },
  upload: { id: 'quickOrder.upload', defaultMessage: 'Enviar planilha (.csv)', description: 'Button choosing a CSV spreadsheet file to upload' },
  uploadHelp: {
    id: 'quickOrder.uploadHelp',
    defaultMessage: 'Planilha .csv com as colunas SKU e quantidade. No Excel, use Salvar como > CSV.',
    description: 'Help next to the spreadsheet upload button',
  },
  fileName: { id: 'quickOrder.fileName', defaultMessage: 'Planilha: {name}', description: 'The name of the spreadsheet the rows came from' },
  checking: { id: 'quickOrder.checking', defaultMessage: 'Conferindo itens', description: 'The rows are being checked against the catalogue' },
  empty: {
    id: 'quickOrder.empty',
    defaultMessage: 'Cole ao menos uma linha com SKU e quantidade, como ARR-0001;2.',
    description: '"Conferir itens" was pressed with nothing to read',
  },
  lookupFailed: {
    id: 'quickOrder.lookupFailed',
    defaultMessage: 'Não foi possível conferir os itens agora. Suas linhas foram mantidas; tente novamente.',
    description: 'The product lookup failed and the server sent no text',
  },
  retry: { id: 'quickOrder.retry', defaultMessage: 'Tentar novamente', description: 'Checks the pasted lines again after a failure' },
  fileFormat: {
    id: 'quickOrder.fileFormat',
    defaultMessage: 'Envie a planilha em formato .csv. Arquivos .xlsx e outros formatos não são aceitos: no Excel, use Salvar como > CSV.',
    description: 'A spreadsheet that is not .csv was chosen and refused before sending',
  },
  spreadsheetFailed: {
    id: 'quickOrder.spreadsheetFailed',
    defaultMessage: 'Não foi possível ler a planilha. Confira o arquivo e envie de novo.',
    description: 'The spreadsheet call failed and the server sent no text',
  },
  spreadsheetRefused: { id: 'quickOrder.spreadsheetRefused', defaultMessage: 'Planilha não aceita', description: 'Title of the alert when the spreadsheet is refused' },
  overflow: {
    id: 'quickOrder.overflow',
    defaultMessage: '{count, plural, one {# linha passou} other {# linhas passaram}} do limite de {max} e não {count, plural, one {foi conferida} other {foram conferidas}}.',
    description: 'Rows beyond the limit of one check were left out',
  },
  results: { id: 'quickOrder.results', defaultMessage: 'Itens conferidos', description: 'Heading and accessible name of the table of checked rows' },
  summary: {
    id: 'quickOrder.summary',
    defaultMessage: '{valid, plural, one {# válido} other {# válidos}}, {adjusted, plural, one {# com quantidade ajustada} other {# com quantidade ajustada}}, {invalid, plural, one {# com problema} other {# com problema}}',
    description: 'Count of the checked rows by verdict',
  },
  line: { id: 'quickOrder.line', defaultMessage: 'Linha {line}', description: 'Under the SKU: the line of the pasted text the row came from' },
  colProduct: { id: 'quickOrder.colProduct', defaultMessage: 'Produto', description: 'Table column: SKU, product name and line of the pasted text' },
  colQuantity: { id: 'quickOrder.colQuantity', defaultMessage: 'Quantidade', description: 'Table column: quantity asked' },
  colStatus: { id: 'quickOrder.colStatus', defaultMessage: 'Situação', description: 'Table column: the verdict of the row' },
  colTotal: { id: 'quickOrder.colTotal', defaultMessage: 'Total', description: 'Table column: line total at the unit price rule' },
  lines: { id: 'quickOrder.lines', defaultMessage: 'Linhas {lines} (somadas)', description: 'Under the SKU: the lines of a SKU that appeared several times, merged' },
  noSku: { id: 'quickOrder.noSku', defaultMessage: '(sem SKU)', description: 'Product column of a row with an empty SKU' },
  notRead: { id: 'quickOrder.notRead', defaultMessage: '—', description: 'Quantity column of a row whose quantity could not be read' },
  valid: { id: 'quickOrder.valid', defaultMessage: 'Válido', description: 'Verdict: the row goes into the cart as asked' },
  adjusted: { id: 'quickOrder.adjusted', defaultMessage: 'Quantidade ajustada para {quantity}', description: 'Verdict: the row goes into the cart with the nearest valid quantity' },
  precision: { id: 'quickOrder.precision', defaultMessage: 'Quantidades têm até 3 casas decimais.', description: 'Why a quantity was adjusted with no rule broken: more than 3 decimals' },
  emptySku: { id: 'quickOrder.emptySku', defaultMessage: 'SKU em branco', description: 'Verdict: the row has no SKU' },
  missingQuantity: { id: 'quickOrder.missingQuantity', defaultMessage: 'Quantidade não informada', description: 'Verdict: the row has a SKU but no quantity' },
  unreadableQuantity: { id: 'quickOrder.unreadableQuantity', defaultMessage: 'Quantidade inválida', description: 'Verdict: the quantity is not a number' },
  notPositive: { id: 'quickOrder.notPositive', defaultMessage: 'Quantidade deve ser maior que zero', description: 'Verdict: the quantity is zero or negative' },
  unknownSku: { id: 'quickOrder.unknownSku', defaultMessage: 'SKU não encontrado', description: 'Verdict: no product of the supplier has this SKU' },
  unavailable: { id: 'quickOrder.unavailable', defaultMessage: 'Indisponível', description: 'Verdict: the product cannot be bought now' },
  noValidQuantity: { id: 'quickOrder.noValidQuantity', defaultMessage: 'Sem quantidade válida', description: 'Verdict: the product has no valid quantity (minimum above maximum)' },
  add: {
    id: 'quickOrder.add',
    defaultMessage: 'Adicionar {count, plural, one {# item} other {# itens}} ao carrinho',
    description: 'Adds every valid and adjusted row to the cart in one step',
  },
  addHelp: {
    id: 'quickOrder.addHelp',
    defaultMessage: 'Os itens válidos e os de quantidade ajustada vão para o carrinho, somados ao que já está nele. Os itens com problema ficam de fora.',
    description: 'What adding does, under the add button',
  },
  nothingToAdd: { id: 'quickOrder.nothingToAdd', defaultMessage: 'Nenhum item pode ser adicionado. Corrija as linhas e confira de novo.', description: 'Every checked row is invalid' },
  total: { id: 'quickOrder.total', defaultMessage: 'Total dos itens', description: 'Label of the total of the rows to add' },
  added: {
    id: 'quickOrder.added',
    defaultMessage: '{count, plural, one {# item foi adicionado} other {# itens foram adicionados}} ao carrinho.',
    description: 'Success: the rows went into the cart',
  },
  saveFailed: {
    id: 'quickOrder.saveFailed',
    defaultMessage: 'Não foi possível adicionar os itens ao carrinho. Os itens conferidos foram mantidos; tente novamente.',
    description: 'The cart save failed and the server sent no text',
  },
  locked: {
    id: 'quickOrder.locked',
    defaultMessage: 'Seu carrinho está em atendimento e não pode ser alterado agora.',
    description: 'The cart is locked by an attendant (spec 4) and takes nothing',
  },
  login: { id: 'quickOrder.login', defaultMessage: 'Entrar', description: 'Opens the login panel from the quick order when prices are hidden' },
});
