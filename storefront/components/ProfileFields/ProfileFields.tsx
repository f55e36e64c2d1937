import { TextField } from '@ui/TextField';
import type { ProfileForm } from '@storefront/domain/registration';
import type { FieldBinder } from '@storefront/components/form/useCheckedForm';

/** The profile's fields in the order shown: the first invalid one gets the focus after a submit. */
export const PROFILE_FIELDS: readonly (keyof ProfileForm)[] = ['nome', 'telefone'];

export interface ProfileFieldsProps {
  /** The binder of the form they are part of (`useCheckedForm`). */
  field: FieldBinder<ProfileForm>;
  /** Each form words its own fields (the name is a person's, a company's or a linked user's). */
  labels: { nome: string; telefone: string; telefoneHint: string };
  /** The browser's autofill: the shopper's own data (`name`, `tel`), or `off` for someone else's. */
  autoComplete: { nome: string; telefone: string };
}

/**
 * A user's name (required) and phone (optional), checked by `validateProfile`: the registration update
 * and a linked user's edit share them.
 */
export function ProfileFields({ field, labels, autoComplete }: ProfileFieldsProps) {
  return (
    <>
      <TextField
        label={labels.nome}
        {...field('nome')}
        autoComplete={autoComplete.nome}
        isRequired
      />
      <TextField
        label={labels.telefone}
        description={labels.telefoneHint}
        type="tel"
        {...field('telefone')}
        autoComplete={autoComplete.telefone}
      />
    </>
  );
}
