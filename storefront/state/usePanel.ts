import { useSnapshot } from 'valtio';
import { useAppServices } from './context';
import { closePanel, type PanelName } from './panels';

/**
 * A panel's open state, to spread into its SlidePanel: open while it is the active one (spec 2: one at
 * a time); Escape, the close button or a click outside clear the choice in the store.
 */
export function usePanel(name: PanelName): { isOpen: boolean; onOpenChange: (isOpen: boolean) => void } {
  const { stores } = useAppServices();
  const isOpen = useSnapshot(stores.panels).active === name;
  return {
    isOpen,
    onOpenChange: (open) => {
      if (!open) closePanel(stores.panels);
    },
  };
}
