import { useId, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Dialog } from '@ui/Dialog';
import { styled } from '@themes/stitches.config';

const messages = defineMessages<{
  ageTitle: NoMessageValues;
  ageQuestion: { idade: number; name: string };
  ageYes: { idade: number };
  ageNo: NoMessageValues;
  servicesTitle: NoMessageValues;
  servicesIntro: { name: string };
  serviceOption: { name: string; price: string };
  servicesCancel: NoMessageValues;
  servicesConfirm: NoMessageValues;
}>({
  ageTitle: { id: 'product.ageCheck.title', defaultMessage: 'Confirme sua idade', description: 'Title of the age check dialog (spec 2)' },
  ageQuestion: {
    id: 'product.ageCheck.question',
    defaultMessage: 'A venda de {name} é permitida apenas para maiores de {idade} anos. Você tem {idade} anos ou mais?',
    description: 'The age check question before the first add of an age-restricted product in the session; idade is the minimum age',
  },
  ageYes: { id: 'product.ageCheck.yes', defaultMessage: 'Sim, tenho {idade} anos ou mais', description: 'Age check answer: old enough (remembered for the session)' },
  ageNo: { id: 'product.ageCheck.no', defaultMessage: 'Não tenho', description: 'Age check answer: too young, nothing is added' },
  servicesTitle: { id: 'product.services.title', defaultMessage: 'Serviços adicionais', description: 'Title of the additional-services dialog (spec 2)' },
  servicesIntro: {
    id: 'product.services.intro',
    defaultMessage: 'Escolha o que deseja incluir com {name}. Os serviços são opcionais.',
    description: 'Text above the list of additional services of a product',
  },
  serviceOption: { id: 'product.services.option', defaultMessage: '{name} (+ {price})', description: 'An additional service and its price in BRL, as a checkbox label' },
  servicesCancel: { id: 'product.services.cancel', defaultMessage: 'Cancelar', description: 'Closes the additional-services dialog without adding the product' },
  servicesConfirm: {
    id: 'product.services.confirm',
    defaultMessage: 'Confirmar e adicionar',
    description: 'Adds the product to the cart with the chosen additional services',
  },
});

const Options = styled('div', { display: 'grid', gap: '$2', marginTop: '$3' });

export interface ProductAgeCheckProps {
  isOpen: boolean;
  name: string;
  idade: number;
  onAnswer: (oldEnough: boolean) => void;
}

/** spec 2 "age check": a question the shopper must answer (no Escape, no click outside, no close button). */
export function ProductAgeCheck({ isOpen, name, idade, onAnswer }: ProductAgeCheckProps) {
  const intl = useIntl();
  return (
    <Dialog
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
      hideClose
      title={intl.formatMessage(messages.ageTitle)}
      actions={() => (
        <>
          <Button variant="secondary" onPress={() => onAnswer(false)}>
            {intl.formatMessage(messages.ageNo)}
          </Button>
          <Button onPress={() => onAnswer(true)}>{intl.formatMessage(messages.ageYes, { idade })}</Button>
        </>
      )}
    >
      <p>{intl.formatMessage(messages.ageQuestion, { idade, name })}</p>
    </Dialog>
  );
}

export interface ProductServicesProps {
  isOpen: boolean;
  name: string;
  servicos: readonly { id: string; nome: string; preco: number }[];
  onConfirm: (chosen: string[]) => void;
  onCancel: () => void;
}

/** spec 2 "additional-services modal": optional services with their BRL prices, chosen before the add. */
export function ProductServices({ isOpen, name, servicos, onConfirm, onCancel }: ProductServicesProps) {
  const intl = useIntl();
  const introId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'BRL' });
  const toggle = (id: string, on: boolean) => setChosen((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setChosen([]);
          onCancel();
        }
      }}
      title={intl.formatMessage(messages.servicesTitle)}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(messages.servicesCancel)}
          </Button>
          <Button
            onPress={() => {
              onConfirm(chosen);
              setChosen([]);
            }}
          >
            {intl.formatMessage(messages.servicesConfirm)}
          </Button>
        </>
      )}
    >
      <p id={introId}>{intl.formatMessage(messages.servicesIntro, { name })}</p>
      <Options role="group" aria-labelledby={introId}>
        {servicos.map((s) => (
          <Checkbox key={s.id} isSelected={chosen.includes(s.id)} onChange={(on) => toggle(s.id, on)}>
            {intl.formatMessage(messages.serviceOption, { name: s.nome, price: money(s.preco) })}
          </Checkbox>
        ))}
      </Options>
    </Dialog>
  );
}
