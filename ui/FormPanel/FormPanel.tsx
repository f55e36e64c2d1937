import type { ReactNode, Ref, SyntheticEvent } from 'react';
import { styled } from '@themes/stitches.config';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { SlidePanel } from '../SlidePanel';

export interface FormPanelProps {
  /** The panel's title; also names the form. */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  side?: 'left' | 'right';
  /** Where the save stands: `loading` spins the button; `saved` and `failed` show their alert above the fields. */
  status: 'idle' | 'loading' | 'saved' | 'failed';
  /** Shown, and announced, once the save went through. */
  savedText: ReactNode;
  /** Shown, and announced, when it did not: the server's sanitised text, or the catalogue's. */
  failedText: ReactNode;
  submitLabel: ReactNode;
  /** Called with the browser's submit; the form does not validate natively (`noValidate`), the caller does. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** For moving focus to the first invalid field. */
  formRef?: Ref<HTMLFormElement>;
  /** The fields, between the alerts and the button. */
  children: ReactNode;
}

const Form = styled('form', { display: 'grid', gap: '$4' });

/**
 * A side panel that edits one thing (the shopper's e-mail, their registration): fields, one submit, and
 * the outcome in a live alert above them, so a failed save keeps what was typed and says why.
 */
export function FormPanel({ title, isOpen, onOpenChange, side = 'right', status, savedText, failedText, submitLabel, onSubmit, formRef, children }: FormPanelProps) {
  return (
    <SlidePanel title={title} side={side} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
        {status === 'saved' ? (
          <Alert tone="success" live>
            {savedText}
          </Alert>
        ) : null}
        {status === 'failed' ? (
          <Alert tone="danger" live>
            {failedText}
          </Alert>
        ) : null}
        {children}
        <Button type="submit" isPending={status === 'loading'} fullWidth>
          {submitLabel}
        </Button>
      </Form>
    </SlidePanel>
  );
}
