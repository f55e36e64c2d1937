import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { icons, type IconName } from './icons';

describe('Icon', () => {
  it.each(Object.keys(icons) as IconName[])('%s is decorative and not focusable', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('path')).toHaveAttribute('d', icons[name]);
  });
});
