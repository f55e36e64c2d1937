import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** What the bar's content reads: how far, as a share and as the words read out. */
export interface ProgressBarState {
  /** From 0 to 100; none while the duration is unknown. */
  percentage: number | undefined;
  /** The value as read out: `valueLabel`, else the percentage ("40%"); none while indeterminate. */
  valueText: string | undefined;
  /** The id a visible label takes, which then names the bar (without `aria-label`). */
  labelId: string;
}

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** Between `minValue` and `maxValue`; left off (or `isIndeterminate`), the duration is unknown. */
  value?: number;
  minValue?: number;
  maxValue?: number;
  isIndeterminate?: boolean;
  /** Replaces the percentage as the value read out ("2 de 5 fotos"). */
  valueLabel?: string;
  children?: ReactNode | ((state: ProgressBarState) => ReactNode);
}

/**
 * A progressbar for assistive technology (WAI-ARIA): named by `aria-label` or by a visible label that
 * takes `labelId`, with its value and the value's words when known. Markup and ARIA only, with no
 * behaviour to hydrate: it is on every page's first paint (the page's progress, the loading screen).
 */
export function ProgressBar({ value, minValue = 0, maxValue = 100, isIndeterminate = false, valueLabel, children, ...props }: ProgressBarProps) {
  const intl = useIntl();
  const labelId = useId();
  const known = !isIndeterminate && value !== undefined;
  const clamped = known ? Math.min(Math.max(value, minValue), maxValue) : undefined;
  const percentage = clamped === undefined ? undefined : maxValue > minValue ? ((clamped - minValue) / (maxValue - minValue)) * 100 : 100;
  const valueText = percentage === undefined ? undefined : (valueLabel ?? intl.formatNumber(percentage / 100, { style: 'percent' }));
  return (
    <div
      {...props}
      role="progressbar"
      aria-labelledby={props['aria-label'] ? undefined : labelId}
      aria-valuemin={known ? minValue : undefined}
      aria-valuemax={known ? maxValue : undefined}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      {typeof children === 'function' ? children({ percentage, valueText, labelId }) : children}
    </div>
  );
}
